import { BUSINESS_TYPES, type BusinessType, type BusinessTypeId } from '@receptiva/shared';

/** The business type of an industry key: its icon and colours. */
export const industryType = (industry: BusinessTypeId): BusinessType | undefined =>
  BUSINESS_TYPES.find((type) => type.id === industry);
