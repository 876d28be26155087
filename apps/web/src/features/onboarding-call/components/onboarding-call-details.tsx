import type { OnboardingCall } from '@receptiva/shared';
import { CalendarClock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { ApiError } from '@/lib/api-client';
import { customerTimeZone, formatCallTime } from '../utils/slot-days';
import { SlotPicker } from './slot-picker';

interface OnboardingCallDetailsProps {
  call: OnboardingCall;
  onReschedule: (startsAt: string) => Promise<unknown>;
  onCancel: () => Promise<unknown>;
}

type Mode = 'view' | 'reschedule' | 'confirmCancel';

/** A booked call: when it is (in the customer's zone), and the ways to move or cancel it. */
export const OnboardingCallDetails = ({ call, onReschedule, onCancel }: OnboardingCallDetailsProps) => {
  const { t, i18n } = useTranslation('onboarding');
  const id = useId();
  const [timeZone] = useState(customerTimeZone);
  const [mode, setMode] = useState<Mode>('view');
  const [startsAt, setStartsAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const isCancelled = call.status === 'cancelled';

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setMode('view');
      setNotice({ tone: 'success', text: success });
      headingRef.current?.focus();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setNotice({
        tone: 'error',
        text:
          code === 'ONBOARDING_SLOT_TAKEN'
            ? t('call.errors.slotTaken')
            : t(code ? `errors:${code}` : 'call.errors.network', { defaultValue: t('call.errors.failed') }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="onboarding-call-details">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {isCancelled ? t('call.details.cancelledTitle') : t('call.details.title')}
      </h2>
      <p className="flex items-center gap-2 text-slate-800">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <span data-testid="onboarding-call-time">{formatCallTime(call.startsAt, language, timeZone)}</span>
      </p>
      {isCancelled ? null : <p className="text-sm text-slate-600">{t('call.details.phone', { phone: call.phone })}</p>}
      <FormNotice notice={notice} />
      {isCancelled ? null : mode === 'reschedule' ? (
        <div className="grid gap-4 rounded-xl border border-slate-200 p-4">
          <SlotPicker idPrefix={`${id}-slot`} timeZone={timeZone} value={startsAt} onChange={setStartsAt} />
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={!startsAt || busy}
              onClick={() => run(() => onReschedule(startsAt), t('call.details.rescheduled'))}
            >
              {t('call.details.confirmReschedule')}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')}>
              {t('call.details.back')}
            </Button>
          </div>
        </div>
      ) : mode === 'confirmCancel' ? (
        <div className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-900">{t('call.details.cancelQuestion')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" disabled={busy} onClick={() => run(onCancel, t('call.details.cancelled'))}>
              {t('call.details.confirmCancel')}
            </Button>
            <Button variant="outline" onClick={() => setMode('view')}>
              {t('call.details.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setMode('reschedule')}>{t('call.details.reschedule')}</Button>
          <Button variant="outline" onClick={() => setMode('confirmCancel')}>
            {t('call.details.cancel')}
          </Button>
        </div>
      )}
    </section>
  );
};
