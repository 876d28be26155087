import type { WorkQueueItem } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Untranslated } from '@/components/ui/accessible-text';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { formatDateTimeInZone } from '@/lib/format-date';

/** What an item is about, in a line or two: the business and wished time, the form's answers, the subject, the order. */
export const WorkItemSummary = ({ item }: { item: WorkQueueItem }) => {
  const { t, i18n } = useTranslation(['staff-dashboard', 'support', 'business-types']);
  const formatUsd = useFormatUsd();
  switch (item.kind) {
    case 'demo-bookings':
      return (
        <>
          <span className="block">
            {t(`business-types:types.${item.booking.businessType}.name` as 'business-types:types.med-spa.name', {
              defaultValue: item.booking.businessType,
            })}
          </span>
          <span className="block text-slate-600">
            {t('about.prefers', {
              time: formatDateTimeInZone(item.booking.preferredAt, i18n.language, item.booking.timeZone),
            })}
          </span>
        </>
      );
    case 'tickets':
      return (
        <>
          <span className="block" dir="auto">
            {item.ticket.subject}
          </span>
          <span className="block text-slate-600">{t(`support:category.${item.ticket.category}`)}</span>
        </>
      );
    case 'orders':
      return (
        <>
          <span className="block">
            <span dir="ltr">{item.order.receiptNumber}</span> · {formatUsd(item.order.totalCents)}
          </span>
          <span className="block text-slate-600">
            <Untranslated>{item.order.itemTitles.join(', ')}</Untranslated>
          </span>
        </>
      );
    default:
      return (
        <>
          {item.setup ? <span className="block">{t(`about.setup.${item.setup}`)}</span> : null}
          {Object.entries(item.details)
            .slice(0, 2)
            .map(([label, value]) => (
              <span key={label} className="block text-slate-600">
                <Untranslated>
                  {label}: {value}
                </Untranslated>
              </span>
            ))}
        </>
      );
  }
};
