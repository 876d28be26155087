import type { BusinessTypeId } from '@receptiva/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An industry's name in the page language, from the business types' catalog the /agents industries list uses. */
export function useIndustryName(): (industry: BusinessTypeId) => string {
  const { t } = useTranslation('business-types');
  return useCallback((industry) => t(`types.${industry}.name`), [t]);
}
