import {
  BUSINESS_TYPES,
  type BusinessCategory,
  type BusinessType,
  type DescribeBusinessType,
  filterBusinessTypes,
} from '@receptiva/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid's search term and category (spec §4), and the types they show, matched on the translated texts. */
export function useBusinessTypeFilter() {
  const { t } = useTranslation('business-types');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<BusinessCategory | null>(null);

  const describe = useCallback<DescribeBusinessType>(
    (type) => ({ name: t(`types.${type.id}.name`), description: t(`types.${type.id}.description`) }),
    [t],
  );
  const types = useMemo<BusinessType[]>(
    () => filterBusinessTypes(BUSINESS_TYPES, { search, category }, describe),
    [search, category, describe],
  );

  const toggleCategory = useCallback(
    (next: BusinessCategory) => setCategory((current) => (current === next ? null : next)),
    [],
  );
  const reset = useCallback(() => {
    setSearch('');
    setCategory(null);
  }, []);

  return { search, setSearch, category, toggleCategory, reset, types, describe };
}
