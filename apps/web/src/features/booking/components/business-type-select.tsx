import { BUSINESS_CATEGORIES, BUSINESS_TYPES } from '@receptiva/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** The value sent when the visitor's business is not in the list. */
export const OTHER_BUSINESS_TYPE = 'other';

/** Business types grouped by category, names in the active language; the value sent is the type's id. */
export const BusinessTypeSelect = (props: ComponentProps<'select'>) => {
  const { t, i18n } = useTranslation(['booking', 'business-types']);
  const collator = new Intl.Collator(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NativeSelect {...props}>
      <option value="">{t('booking:form.businessTypeChoose')}</option>
      {BUSINESS_CATEGORIES.map((category) => (
        <optgroup key={category} label={t(`business-types:categories.${category}`)}>
          {BUSINESS_TYPES.filter((type) => type.category === category)
            .map((type) => ({ id: type.id, name: t(`business-types:types.${type.id}.name`) }))
            .sort((a, b) => collator.compare(a.name, b.name))
            .map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
        </optgroup>
      ))}
      <optgroup label={t('booking:form.otherGroup')}>
        <option value={OTHER_BUSINESS_TYPE}>{t('booking:form.businessTypeOther')}</option>
      </optgroup>
    </NativeSelect>
  );
};
