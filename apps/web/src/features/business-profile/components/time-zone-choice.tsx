import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** Every IANA zone the browser knows (the server checks the same way), UTC first. */
const zones = (): string[] => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
};

export const TimeZoneChoice = (props: ComponentProps<'select'>) => {
  const { t } = useTranslation('business-profile');
  return (
    <NativeSelect {...props}>
      <option value="">{t('fields.timeZoneChoose')}</option>
      {zones().map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </NativeSelect>
  );
};

/** The visitor's own zone, to start a new profile with. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};
