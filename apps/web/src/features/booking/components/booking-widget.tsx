import { useTranslation } from 'react-i18next';

/** The third-party booking widget from the settings, loaded only when it scrolls near. */
export const BookingWidget = ({ url }: { url: string }) => {
  const { t } = useTranslation('booking');
  return (
    <iframe
      src={url}
      title={t('widget.title')}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="h-[44rem] w-full rounded-xl border-0 bg-white"
    />
  );
};
