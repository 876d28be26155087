import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceClientTools } from '../session/voice-session';
import { LazyVoiceChatDialog, loadVoiceChatDialog } from './lazy-voice-chat-dialog';

interface VoiceChatLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loadClientTools?: () => Promise<VoiceClientTools>;
}

/**
 * The floating round button (bottom, inline start: the book-a-demo button sits at the inline end) that opens the
 * voice-chat dialog. The page owns `open`, so other buttons can open the same dialog.
 */
export const VoiceChatLauncher = ({ open, onOpenChange, loadClientTools }: VoiceChatLauncherProps) => {
  const { t } = useTranslation('home');
  const preload = () => void loadVoiceChatDialog();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('voice.open')}
        onClick={() => onOpenChange(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="group fixed start-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-gradient-to-br from-primary-600 to-violet-600 text-white shadow-xl ring-4 shadow-primary-900/30 ring-white transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary-600 sm:start-6 sm:bottom-6 sm:size-16"
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full bg-primary-500/40 motion-safe:animate-ping motion-safe:[animation-iteration-count:3]"
        />
        <Mic aria-hidden="true" className="relative size-6 sm:size-7" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute start-full ms-3 hidden rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 sm:block"
        >
          {t('voice.open')}
        </span>
      </button>
      <LazyVoiceChatDialog open={open} onOpenChange={onOpenChange} loadClientTools={loadClientTools} />
    </>
  );
};
