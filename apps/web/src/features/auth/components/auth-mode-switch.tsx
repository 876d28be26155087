import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { AuthMode } from '../utils/auth-entry';

interface AuthModeSwitchProps {
  mode: AuthMode;
  onChange: (mode: 'signIn' | 'signUp') => void;
}

const modes = ['signIn', 'signUp'] as const;

export const AuthModeSwitch = ({ mode, onChange }: AuthModeSwitchProps) => {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{t('modes.label')}</legend>
      {modes.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-9 cursor-pointer rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary-600',
            mode === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`modes.${value}`)}
        </button>
      ))}
    </fieldset>
  );
};
