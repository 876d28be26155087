import { type VoiceLanguage, voiceLanguageFor } from '@receptiva/shared';
import { Mic, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VoiceLanguageStep } from './voice-language-step';
import { VoiceReadyStep } from './voice-ready-step';

type Step = 'language' | 'ready';

export interface VoiceChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const focusCheckedLanguage = (container: HTMLElement | null) =>
  container?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();

/**
 * The voice-chat dialog (spec §2, §4): the language step first (the site language preselected), then the ready
 * step. Issue 4 adds the connected step; until then Start voice chat continues on the live demo page.
 */
export const VoiceChatDialog = ({ open, onOpenChange }: VoiceChatDialogProps) => {
  const { t, i18n } = useTranslation('home');
  const [step, setStep] = useState<Step>('language');
  const [picked, setPicked] = useState<VoiceLanguage | null>(null);
  const language = picked ?? voiceLanguageFor(i18n.language);

  const contentRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLAnchorElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const previousStep = useRef(step);

  // Moving between steps replaces the focused control: put focus where the visitor continues.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (step === 'ready') startRef.current?.focus();
    else focusCheckedLanguage(contentRef.current);
  }, [step]);

  const handleOpenChange = (next: boolean) => {
    if (!next) setStep('language');
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid items-end justify-items-center overflow-y-auto bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:items-center sm:p-6">
          <Dialog.Content
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              // The opener (floating button or hero button) gets focus back on close.
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              event.preventDefault();
              focusCheckedLanguage(contentRef.current);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            }}
            className="relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none transition-transform duration-200 ease-out starting:translate-y-6 motion-reduce:transition-none sm:max-h-[85dvh] sm:max-w-2xl sm:rounded-3xl"
          >
            <div className="flex items-start gap-4 px-6 pt-6 pb-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-violet-600 text-white shadow-md shadow-primary-600/25">
                <Mic aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  {step === 'language' ? t('voice.title') : t('voice.readyTitle')}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-pretty text-slate-600">
                  {step === 'language' ? t('voice.languageDescription') : t('voice.readyDescription')}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t('voice.close')}
                className="-me-2 -mt-1 cursor-pointer rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {step === 'language' ? (
              <VoiceLanguageStep value={language} onChange={setPicked} onContinue={() => setStep('ready')} />
            ) : (
              <VoiceReadyStep language={language} onChange={() => setStep('language')} startRef={startRef} />
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
