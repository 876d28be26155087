import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useOnboardingCallSlots } from '../api/onboarding-calls';
import { groupSlotsByDay } from '../utils/slot-days';

interface SlotPickerProps {
  idPrefix: string;
  timeZone: string;
  /** The chosen slot start (ISO), or '' when none. */
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}

/** A day, then a time on it: the free slots in the customer's own zone and language. */
export const SlotPicker = ({ idPrefix, timeZone, value, onChange, error }: SlotPickerProps) => {
  const { t, i18n } = useTranslation('onboarding');
  const slots = useOnboardingCallSlots();
  if (slots.isPending) return <Spinner label={t('call.slots.loading')} />;
  if (slots.isError) return <p role="alert">{t('call.slots.failed')}</p>;
  const days = groupSlotsByDay(slots.data.slots, i18n.resolvedLanguage ?? i18n.language, timeZone);
  if (days.length === 0) return <p>{t('call.slots.none')}</p>;
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.startsAt === value)) ?? null;
  const dayKey = chosenDay?.key ?? '';
  const timeId = `${idPrefix}-time`;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${idPrefix}-day`} label={t('call.fields.day')} required hint={t('call.slots.hint', { timeZone })}>
        <NativeSelect
          value={dayKey}
          onChange={(event) => {
            const day = days.find((candidate) => candidate.key === event.target.value);
            onChange(day?.slots[0]?.startsAt ?? '');
          }}
        >
          <option value="" disabled>
            {t('call.fields.dayPlaceholder')}
          </option>
          {days.map((day) => (
            <option key={day.key} value={day.key}>
              {day.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={timeId} label={t('call.fields.time')} required error={error}>
        <NativeSelect value={value} disabled={!chosenDay} onChange={(event) => onChange(event.target.value)}>
          {chosenDay ? null : <option value="">{t('call.fields.timePlaceholder')}</option>}
          {chosenDay?.slots.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {slot.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
};
