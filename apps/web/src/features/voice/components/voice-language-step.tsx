import type { VoiceLanguage } from '@receptiva/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import {
  filterVoiceLanguages,
  useVoiceLanguageChoices,
  type VoiceLanguageChoice,
} from '../hooks/use-voice-language-options';

interface VoiceLanguageStepProps {
  value: VoiceLanguage;
  onChange: (code: VoiceLanguage) => void;
  onContinue: () => void;
}

const LanguageOption = ({
  choice,
  name,
  checked,
  onSelect,
}: {
  choice: VoiceLanguageChoice;
  name: string;
  checked: boolean;
  onSelect: () => void;
}) => (
  <label
    className={
      'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 transition-colors hover:border-primary-300 hover:bg-primary-50/50 ' +
      'has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary-500 ' +
      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600'
    }
  >
    <input
      type="radio"
      name={name}
      value={choice.code}
      checked={checked}
      onChange={onSelect}
      // Enter on a language chooses it and moves on, like a double click.
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
      className="sr-only"
    />
    <span aria-hidden="true" className="text-2xl leading-none">
      {choice.flag}
    </span>
    <span className="min-w-0">
      <span className="block truncate text-sm font-semibold text-slate-900">{choice.label}</span>
      {choice.endonym ? (
        <span lang={choice.code} className="block truncate text-xs text-slate-500">
          {choice.endonym}
        </span>
      ) : null}
    </span>
  </label>
);

/** Spec §2 language step: a searchable grid of the voice languages; Continue moves on to the ready step. */
export const VoiceLanguageStep = ({ value, onChange, onContinue }: VoiceLanguageStepProps) => {
  const { t } = useTranslation('voice');
  const choices = useVoiceLanguageChoices();
  const [query, setQuery] = useState('');
  const shown = filterVoiceLanguages(choices, query);
  const selected = choices.find((choice) => choice.code === value);
  const ids = useId();

  return (
    <form
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <div className="px-6">
        <label htmlFor={`${ids}-search`} className="sr-only">
          {t('searchLabel')}
        </label>
        <SearchInput
          id={`${ids}-search`}
          value={query}
          onValueChange={setQuery}
          // Enter in the search box must not skip the choice.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder={t('searchPlaceholder', { total: choices.length })}
        />
      </div>

      <div className="mt-4 min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pb-4">
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('languagesLegend')}</legend>
          {shown.length > 0 ? (
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {shown.map((choice) => (
                <LanguageOption
                  key={choice.code}
                  choice={choice}
                  name={`${ids}-language`}
                  checked={choice.code === value}
                  onSelect={() => onChange(choice.code)}
                />
              ))}
            </div>
          ) : null}
          <p role="status" className={shown.length > 0 ? 'sr-only' : 'py-10 text-center text-sm text-slate-600'}>
            {shown.length > 0
              ? t('resultCount', { shown: shown.length, total: choices.length })
              : t('noMatch', { query: query.trim() })}
          </p>
        </fieldset>
      </div>

      <div className="flex items-center justify-between gap-4 border-t border-slate-100 bg-white px-6 py-4">
        {selected ? (
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
            <span aria-hidden="true" className="text-xl leading-none">
              {selected.flag}
            </span>
            <span className="truncate font-medium">{t('selectedSummary', { language: selected.label })}</span>
          </p>
        ) : null}
        <Button type="submit" className="ms-auto">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
};
