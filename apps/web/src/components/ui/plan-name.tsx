import { MEMBERSHIP_PLAN_NAME } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Untranslated } from './accessible-text';

/**
 * A membership's plan name as stored on its order: the one plan the site sells reads in the page's language
 * (`common:plans.annual`); any other stored name is product data, shown as stored and marked English.
 */
export const PlanName = ({ name }: { name: string }) => {
  const { t } = useTranslation('common');
  return name === MEMBERSHIP_PLAN_NAME ? t('plans.annual') : <Untranslated>{name}</Untranslated>;
};
