import { MEMBERSHIP_PLAN_NAME } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Untranslated } from './accessible-text';

/**
 * The plan name as text, for a translated sentence: the one plan the site sells in the page's language
 * (`common:plans.annual`), any other stored name as stored.
 */
export function usePlanNameText(): (name: string) => string {
  const { t } = useTranslation('common');
  return (name) => (name === MEMBERSHIP_PLAN_NAME ? t('plans.annual') : name);
}

/**
 * A membership's plan name as stored on its order: the one plan the site sells reads in the page's language; any
 * other stored name is product data, shown as stored and marked English.
 */
export const PlanName = ({ name }: { name: string }) => {
  const planName = usePlanNameText();
  return name === MEMBERSHIP_PLAN_NAME ? planName(name) : <Untranslated>{name}</Untranslated>;
};
