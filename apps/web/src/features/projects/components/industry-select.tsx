import { BUSINESS_CATEGORIES, BUSINESS_TYPES } from '@receptiva/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** The industries of the /agents list, grouped by category, names in the active language; the value is the key. */
export const IndustrySelect = (props: ComponentProps<'select'>) => {
  const { t, i18n } = useTranslation(['projects-admin', 'business-types']);
  const collator = new Intl.Collator(i18n.resolvedLanguage ?? i18n.language);
  return (
    <NativeSelect {...props}>
      <option value="">{t('projects-admin:editor.fields.industryChoose')}</option>
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
