import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/native-select';

/** Every IANA zone the browser knows (the server checks the same way), UTC first. */
export const zones = (): string[] => {
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

/** The visitor's own zone, to start a new profile with (UTC when the list does not name it, e.g. "Etc/UTC"). */
export const browserTimeZone = (): string => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zones().includes(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
};
