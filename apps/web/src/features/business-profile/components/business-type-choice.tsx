import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTypeOptions } from '@/components/ui/business-type-options';
import { NativeSelect } from '@/components/ui/native-select';

/** The shared business types, grouped by category, named in the page's language; the value is the type's id. */
export const BusinessTypeChoice = (props: ComponentProps<'select'>) => {
  const { t } = useTranslation('business-profile');
  return (
    <NativeSelect {...props}>
      <option value="">{t('fields.businessTypeChoose')}</option>
      <BusinessTypeOptions />
    </NativeSelect>
  );
};
