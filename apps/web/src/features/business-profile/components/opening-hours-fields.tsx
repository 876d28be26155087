import { WEEKDAYS } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { type ProfileFormSection, useFieldError } from '../utils/field-error';

/** Opening hours per weekday: open or closed, and from–to (the agent answers "are you open?" from them). */
export const OpeningHoursFields = (section: ProfileFormSection) => {
  const { t } = useTranslation('business-profile');
  const { form, prefix = '' } = section;
  const errorOf = useFieldError(section);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-900">{t('fields.openingHours')}</legend>
      <div className="grid gap-2">
        {WEEKDAYS.map((day, index) => {
          const base = `${prefix}openingHours.${index}`;
          const error = errorOf(`openingHours.${index}.closes`) ?? errorOf(`openingHours.${index}.opens`);
          return (
            <div key={day} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-3">
                <label className="flex w-36 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="size-4 accent-primary-600" {...form.register(`${base}.isOpen`)} />
                  {t(`weekdays.${day}`)}
                </label>
                <Input
                  type="time"
                  className="w-32"
                  aria-label={t('fields.opensOn', { day: t(`weekdays.${day}`) })}
                  aria-invalid={error ? true : undefined}
                  {...form.register(`${base}.opens`)}
                />
                <span aria-hidden="true">–</span>
                <Input
                  type="time"
                  className="w-32"
                  aria-label={t('fields.closesOn', { day: t(`weekdays.${day}`) })}
                  aria-invalid={error ? true : undefined}
                  {...form.register(`${base}.closes`)}
                />
              </div>
              {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
};
