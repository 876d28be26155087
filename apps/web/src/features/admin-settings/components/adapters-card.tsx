import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useAdaptersStatus } from '../api/admin-settings';

const LIVE = new Set(['stripe', 'smtp', 'elevenlabs']);

/** Read-only: which payment, e-mail and voice adapters this server started with (set by its environment). */
export const AdaptersCard = () => {
  const { t } = useTranslation('admin-settings');
  const { data } = useAdaptersStatus();
  if (!data) return null;
  const rows = [
    ['payments', data.payments],
    ['email', data.email],
    ['voice', data.voice],
  ] as const;
  return (
    <Card className="p-6">
      <section aria-labelledby="adapters-heading" className="grid gap-3">
        <h2 id="adapters-heading" className="text-lg font-semibold text-slate-900">
          {t('adapters.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('adapters.intro')}</p>
        <dl className="grid gap-2 sm:grid-cols-3">
          {rows.map(([service, adapter]) => (
            <div key={service} className="grid gap-1 rounded-lg border border-slate-200 p-3">
              <dt className="text-sm font-medium text-slate-700">{t(`adapters.services.${service}`)}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
                {t(`adapters.names.${adapter}`)}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    LIVE.has(adapter) ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {t(LIVE.has(adapter) ? 'adapters.live' : 'adapters.local')}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
};
