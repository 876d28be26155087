import { BUSINESS_CATEGORIES, BUSINESS_TYPES } from '@receptiva/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** The shared business types, grouped by category, named in the page's language; the value is the type's id. */
export const BusinessTypeChoice = (props: ComponentProps<'select'>) => {
  const { t, i18n } = useTranslation(['business-profile', 'business-types']);
  const collator = new Intl.Collator(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NativeSelect {...props}>
      <option value="">{t('business-profile:fields.businessTypeChoose')}</option>
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
    </NativeSelect>
  );
};
