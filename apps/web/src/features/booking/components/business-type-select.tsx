import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTypeOptions } from '@/components/ui/business-type-options';
import { NativeSelect } from '@/components/ui/native-select';

/** The value sent when the visitor's business is not in the list. */
export const OTHER_BUSINESS_TYPE = 'other';

/** Business types grouped by category, names in the active language; the value sent is the type's id. */
export const BusinessTypeSelect = (props: ComponentProps<'select'>) => {
  const { t } = useTranslation('booking');
  return (
    <NativeSelect {...props}>
      <option value="">{t('form.businessTypeChoose')}</option>
      <BusinessTypeOptions />
      <optgroup label={t('form.otherGroup')}>
        <option value={OTHER_BUSINESS_TYPE}>{t('form.businessTypeOther')}</option>
      </optgroup>
    </NativeSelect>
  );
};
