import { AudioLines, Ear, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { VoiceMode } from '../session/voice-session-state';

/** Spec §2 connected step: listening, or the AI speaking; announced politely as it changes. */
export const VoiceStatusIndicator = ({ mode, isTextOnly }: { mode: VoiceMode; isTextOnly: boolean }) => {
  const { t } = useTranslation('voice');
  const isSpeaking = mode === 'speaking';
  const Icon = isTextOnly ? MessageSquareText : isSpeaking ? AudioLines : Ear;
  const label = isTextOnly ? t('call.textMode') : isSpeaking ? t('call.speaking') : t('call.listening');
  return (
    <p
      role="status"
      data-mode={isTextOnly ? 'text' : mode}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors',
        isSpeaking ? 'bg-violet-100 text-violet-800' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <span className="relative flex size-5 items-center justify-center">
        {!isTextOnly ? (
          <span
            aria-hidden="true"
            className={cn(
              'absolute inset-0 rounded-full motion-safe:animate-ping',
              isSpeaking ? 'bg-violet-400/40' : 'bg-emerald-400/30',
            )}
          />
        ) : null}
        <Icon aria-hidden="true" className="relative size-4" />
      </span>
      {label}
    </p>
  );
};
