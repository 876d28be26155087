import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { VoiceChatDialogProps } from './voice-chat-dialog';

export const loadVoiceChatDialog = () => import('./voice-chat-dialog');
/** The dialog (Radix, the language list, the call) is not part of any page's first load. */
const VoiceChatDialog = lazy(async () => ({ default: (await loadVoiceChatDialog()).VoiceChatDialog }));

const LoadingDialog = () => {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/40">
      <Spinner label={t('loading')} className="rounded-2xl bg-white p-4 shadow-xl" />
    </div>
  );
};

/** Loads the voice-chat dialog when it first opens; it then stays mounted (closed), keeping the chosen language. */
export const LazyVoiceChatDialog = (props: VoiceChatDialogProps) => {
  const [isLoaded, setLoaded] = useState(props.open);
  if (props.open && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={props.open ? <LoadingDialog /> : null}>
      <VoiceChatDialog {...props} />
    </Suspense>
  );
};
