import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessTypeOptions } from '@/components/ui/business-type-options';
import { NativeSelect } from '@/components/ui/native-select';

/** The industries of the /agents list, grouped by category, names in the active language; the value is the key. */
export const IndustrySelect = (props: ComponentProps<'select'>) => {
  const { t } = useTranslation('projects-admin');
  return (
    <NativeSelect {...props}>
      <option value="">{t('editor.fields.industryChoose')}</option>
      <BusinessTypeOptions />
    </NativeSelect>
  );
};
