import type { VoiceLanguage } from '@receptiva/shared';
import { Mic } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useVoiceLanguageChoices } from '../hooks/use-voice-language-options';

interface VoiceReadyStepProps {
  language: VoiceLanguage;
  onChange: () => void;
  startRef: Ref<HTMLAnchorElement>;
}

/** Where 'Start voice chat' goes until the in-dialog call exists (issue 4): the live demo page, in this language. */
export const voiceDemoHref = (language: VoiceLanguage): string =>
  `${paths.agents.getHref()}?${new URLSearchParams({ lang: language }).toString()}`;

/** Spec §2 ready step: the chosen language with a Change link, and Start voice chat. */
export const VoiceReadyStep = ({ language, onChange, startRef }: VoiceReadyStepProps) => {
  const { t } = useTranslation('home');
  const choice = useVoiceLanguageChoices().find((option) => option.code === language);
  const label = choice?.label ?? language;

  return (
    <div className="px-6 pt-2 pb-6">
      <div className="flex items-center gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <span aria-hidden="true" className="text-4xl leading-none">
          {choice?.flag}
        </span>
        <p className="min-w-0 flex-1">
          <span className="block text-xs font-medium text-slate-500">{t('voice.selectedLanguage')}</span>
          <span className="block truncate font-semibold text-slate-900">{label}</span>
        </p>
        <Button variant="link" onClick={onChange}>
          {t('voice.change')}
        </Button>
      </div>
      <Button asChild size="lg" className="mt-6 w-full shadow-lg shadow-primary-600/25">
        <Link ref={startRef} to={voiceDemoHref(language)} aria-describedby="voice-start-note">
          <Mic aria-hidden="true" />
          {t('voice.start')}
        </Link>
      </Button>
      <p id="voice-start-note" className="mt-3 text-center text-sm text-pretty text-slate-600">
        {t('voice.startNote', { language: label })}
      </p>
    </div>
  );
};
