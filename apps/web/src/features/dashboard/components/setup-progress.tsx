import type { WizardState } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';

const TOTAL = 3;

/** How far the setup wizard is, and what is still to do (the team step is optional, so never listed). */
export const SetupProgress = ({ wizard, owner }: { wizard: WizardState; owner?: string }) => {
  const { t } = useTranslation('business-profile');
  const done = TOTAL - wizard.missing.length;
  return (
    <div className="grid gap-2">
      <p>
        {owner ? t('card.teamProgress', { owner, done, total: TOTAL }) : t('card.progress', { done, total: TOTAL })}
      </p>
      <progress value={done} max={TOTAL} className="h-2 w-full accent-primary-600" aria-hidden="true" />
      <p className="font-medium text-slate-900">{t('card.missingHeading')}</p>
      <ul className="list-disc ps-5">
        {wizard.missing.map((part) => (
          <li key={part}>{t(`card.missing.${part}`)}</li>
        ))}
      </ul>
    </div>
  );
};
