import { BUSINESS_CATEGORIES, BUSINESS_TYPES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';

/**
 * The shared business types as a select's options: grouped by category, named in the page's language and sorted
 * the way that language sorts; each option's value is the type's id.
 */
export const BusinessTypeOptions = () => {
  const { t, i18n } = useTranslation('business-types');
  const collator = new Intl.Collator(i18n.resolvedLanguage ?? i18n.language);
  return BUSINESS_CATEGORIES.map((category) => (
    <optgroup key={category} label={t(`categories.${category}`)}>
      {BUSINESS_TYPES.filter((type) => type.category === category)
        .map((type) => ({ id: type.id, name: t(`types.${type.id}.name`) }))
        .sort((a, b) => collator.compare(a.name, b.name))
        .map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
    </optgroup>
  ));
};
