import type { WorkQueueItem } from '@receptiva/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Untranslated } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { formatDateTimeInZone, formatLocalDateTime } from '@/lib/format-date';

type DetailItem = Exclude<WorkQueueItem, { kind: 'tickets' | 'orders' }>;

const Fact = ({ term, children }: { term: ReactNode; children: ReactNode }) => (
  <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
    <dt className="text-sm font-medium text-slate-600">{term}</dt>
    <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">{children}</dd>
  </div>
);

/** A booking's or an onboarding task's facts, in a dialog over the queue (they have no page of their own). */
export const WorkItemDetails = ({
  item,
  onClose,
  returnFocusTo,
}: {
  item: DetailItem;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}) => {
  const { t, i18n } = useTranslation(['staff-dashboard', 'business-types']);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<span dir="auto">{item.customerName || item.customerEmail}</span>}
      description={t(`tabs.${item.kind}`)}
      returnFocusTo={returnFocusTo}
    >
      <dl className="grid gap-3">
        <Fact term={t('details.email')}>
          <a href={`mailto:${item.customerEmail}`} className="text-primary-700 underline" dir="ltr">
            {item.customerEmail}
          </a>
        </Fact>
        <Fact term={t('details.received')}>{formatLocalDateTime(item.since, i18n.language)}</Fact>
        {item.kind === 'demo-bookings' ? (
          <>
            <Fact term={t('details.phone')}>
              <a
                href={`tel:${item.booking.phone.replace(/[^\d+]/g, '')}`}
                className="text-primary-700 underline"
                dir="ltr"
              >
                {item.booking.phone}
              </a>
            </Fact>
            <Fact term={t('details.businessType')}>
              {t(`business-types:types.${item.booking.businessType}.name` as 'business-types:types.med-spa.name', {
                defaultValue: item.booking.businessType,
              })}
            </Fact>
            <Fact term={t('details.preferredAt')}>
              {t('details.inZone', {
                time: formatDateTimeInZone(item.booking.preferredAt, i18n.language, item.booking.timeZone),
                zone: item.booking.timeZone,
              })}
            </Fact>
            {item.booking.message ? (
              <Fact term={t('details.message')}>
                <span dir="auto">{item.booking.message}</span>
              </Fact>
            ) : null}
          </>
        ) : (
          <>
            {item.setup ? <Fact term={t('details.setup')}>{t(`about.setup.${item.setup}`)}</Fact> : null}
            {Object.entries(item.details).map(([label, value]) => (
              <Fact key={label} term={<Untranslated>{label}</Untranslated>}>
                <Untranslated>{value}</Untranslated>
              </Fact>
            ))}
          </>
        )}
      </dl>
      <div className="flex justify-end">
        <ModalDialogClose asChild>
          <Button variant="outline">{t('details.close')}</Button>
        </ModalDialogClose>
      </div>
    </ModalDialog>
  );
};
