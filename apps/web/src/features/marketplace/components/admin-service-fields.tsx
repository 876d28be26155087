import { SERVICE_CATEGORIES } from '@receptiva/shared';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { type ServiceForm, serviceErrorKey } from '../utils/admin-service-form';

type Field = 'slug' | 'price' | 'category' | 'image' | 'sortOrder';

/** The fields shared by every language: address, price in dollars, category, picture, position and the switches. */
export const AdminServiceFields = ({ form }: { form: ServiceForm }) => {
  const { t } = useTranslation(['services-admin', 'marketplace']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const errorOf = (field: Field) => {
    const error = errors[field] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`errors.${serviceErrorKey(field, error)}`);
  };
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="service-slug"
          label={t('editor.fields.slug')}
          required
          error={errorOf('slug')}
          hint={t('editor.fields.slugHint')}
        >
          <Input {...register('slug')} dir="ltr" autoCapitalize="none" spellCheck={false} maxLength={80} />
        </FormField>
        <FormField
          id="service-price"
          label={t('editor.fields.price')}
          required
          error={errorOf('price')}
          hint={t('editor.fields.priceHint')}
        >
          <Input {...register('price')} dir="ltr" inputMode="decimal" autoComplete="off" maxLength={12} />
        </FormField>
        <FormField id="service-category" label={t('editor.fields.category')} required error={errorOf('category')}>
          <NativeSelect {...register('category')}>
            <option value="">{t('editor.fields.chooseCategory')}</option>
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`marketplace:categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="service-sort-order"
          label={t('editor.fields.sortOrder')}
          required
          error={errorOf('sortOrder')}
          hint={t('editor.fields.sortOrderHint')}
        >
          <Input {...register('sortOrder')} dir="ltr" inputMode="numeric" maxLength={7} />
        </FormField>
      </div>
      <FormField
        id="service-image"
        label={t('editor.fields.image')}
        required
        error={errorOf('image')}
        hint={t('editor.fields.imageHint')}
      >
        <Input {...register('image')} dir="ltr" autoCapitalize="none" spellCheck={false} maxLength={500} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={control}
          name="isMemberOnly"
          render={({ field }) => (
            <SwitchField
              id="service-member-only"
              label={t('editor.fields.memberOnly')}
              hint={t('editor.fields.memberOnlyHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              id="service-active"
              label={t('editor.fields.active')}
              hint={t('editor.fields.activeHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </div>
  );
};
