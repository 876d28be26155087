import { type DemoAgent, type VoiceLanguage, voiceLanguageFor } from '@receptiva/shared';
import { VOICE_DEMO_STARTED_EVENT } from '@receptiva/shared/analytics-funnel';
import { Mic, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_SLOT, WithUntranslated } from '@/components/ui/accessible-text';
import { trackCustom } from '@/lib/analytics';
import { useCallAgent } from '../hooks/use-call-agent';
import { useVoiceCallNotices } from '../hooks/use-voice-call-notices';
import { useVoiceLanguageChoices } from '../hooks/use-voice-language-options';
import { useVoiceSession } from '../hooks/use-voice-session';
import type { VoiceClientTools } from '../session/voice-session';
import { VoiceCallStep } from './voice-call-step';
import { VoiceFailureAlert } from './voice-failure-alert';
import { VoiceLanguageStep } from './voice-language-step';
import { VoiceReadyStep } from './voice-ready-step';

type Step = 'language' | 'ready' | 'call';

export interface VoiceChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent picked on /agents; the home page's button calls the default demo agent. */
  agent?: DemoAgent;
  /**
   * Loads the tools the agent may call on this page (e.g. open the booking form), composed by the route. Loaded when
   * a call starts, so their code (and zod, through the shared contract) stays out of the page's first load.
   */
  loadClientTools?: () => Promise<VoiceClientTools>;
}

const focusCheckedLanguage = (container: HTMLElement | null) =>
  container?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();

/**
 * The voice-chat dialog (spec §2, §4): the language step first (the site language preselected), the ready step,
 * then the call. End call goes back to the language step, says 'Voice chat ended' and closes the dialog.
 */
export const VoiceChatDialog = ({ open, onOpenChange, agent: pickedAgent, loadClientTools }: VoiceChatDialogProps) => {
  const { t, i18n } = useTranslation('voice');
  const [step, setStep] = useState<Step>('language');
  const [picked, setPicked] = useState<VoiceLanguage | null>(null);
  const language = picked ?? voiceLanguageFor(i18n.language);
  const languageLabel = useVoiceLanguageChoices().find((choice) => choice.code === language)?.label ?? language;
  const { agent, isPending, isError, retry } = useCallAgent(pickedAgent);
  const { session, state } = useVoiceSession();
  useVoiceCallNotices(session);

  const contentRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const previousStep = useRef(step);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(
    () =>
      session.onEvent((event) => {
        if (event.type === 'connected') {
          setStep('call');
          // The dashboard's voice demo count and a step of its funnel (decision 031).
          trackCustom(VOICE_DEMO_STARTED_EVENT);
        } else if (event.type === 'ended' && event.by === 'user') {
          setStep('language');
          onOpenChangeRef.current(false);
        } else if (event.type !== 'failed') setStep('ready');
      }),
    [session],
  );

  // Moving between steps replaces the focused control: put focus where the visitor continues.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (step === 'ready') startRef.current?.focus();
    else if (step === 'call') messageRef.current?.focus();
    else focusCheckedLanguage(contentRef.current);
  }, [step]);

  const isInCall = state.status !== 'disconnected';
  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (isInCall) void session.end();
      setStep('language');
    }
    onOpenChange(next);
  };
  const start = async (textOnly: boolean) => {
    if (!agent) return;
    const clientTools = await loadClientTools?.();
    session.start({ voiceAgentId: agent.voiceAgentId, language, textOnly, clientTools }).catch(() => {
      // The session's state and notices report the failure.
    });
  };

  const heading = {
    language: { title: t('title'), description: t('languageDescription') },
    ready: { title: t('readyTitle'), description: t('readyDescription') },
    call: {
      title: (
        <WithUntranslated
          text={t(state.isTextOnly ? 'call.textTitle' : 'call.title', { name: DATA_SLOT })}
          data={agent?.name ?? ''}
        />
      ),
      description: (
        <WithUntranslated
          text={t('call.description', { industry: DATA_SLOT, language: languageLabel })}
          data={agent?.industry ?? ''}
        />
      ),
    },
  }[step];

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid items-end justify-items-center overflow-y-auto bg-slate-950/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none sm:items-center sm:p-6">
          <Dialog.Content
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              // The opener (floating button, hero button or an agent card) gets focus back on close.
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              event.preventDefault();
              focusCheckedLanguage(contentRef.current);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            }}
            // A stray click beside the dialog must not hang up, and the booking form a tool opens sits outside it.
            onInteractOutside={(event) => {
              if (isInCall) event.preventDefault();
            }}
            className="relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none transition-transform duration-200 ease-out starting:translate-y-6 motion-reduce:transition-none sm:max-h-[85dvh] sm:max-w-2xl sm:rounded-3xl"
          >
            <div className="flex items-start gap-4 px-6 pt-6 pb-4">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-violet-600 text-white shadow-md shadow-primary-600/25"
                style={step === 'call' && agent ? { background: agent.color } : undefined}
              >
                <Mic aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-lg font-semibold text-slate-900">{heading.title}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-pretty text-slate-600">
                  {heading.description}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t('close')}
                className="-me-2 -mt-1 cursor-pointer rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {step === 'language' ? (
              <VoiceLanguageStep value={language} onChange={setPicked} onContinue={() => setStep('ready')} />
            ) : step === 'ready' ? (
              <VoiceReadyStep
                language={language}
                onChange={() => setStep('language')}
                onStart={() => void start(false)}
                isConnecting={state.status === 'connecting'}
                isAgentPending={isPending}
                isAgentMissing={isError}
                onRetryAgent={retry}
                failureAlert={
                  state.failure && state.status === 'disconnected' ? (
                    <VoiceFailureAlert failure={state.failure} onTextChat={() => void start(true)} />
                  ) : state.ending === 'agent' ? (
                    <p role="status" className="mt-4 text-sm text-slate-600">
                      {t('notices.endedByAgent')}
                    </p>
                  ) : null
                }
                startRef={startRef}
              />
            ) : (
              <VoiceCallStep
                session={session}
                state={state}
                agentName={agent?.name ?? ''}
                onEnd={() => void session.end()}
                messageRef={messageRef}
              />
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
