import type { CampaignResult } from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CampaignFormatters, useCampaignFormatters } from '../hooks/use-campaign-formatters';
import { type FigureKind, RESULT_FIGURES } from '../utils/campaign-figures';

/** A result as the page shows it, in the page's language. */
export const formatFigure = (format: CampaignFormatters, kind: FigureKind, value: number | null): string => {
  if (kind === 'cents') return format.money(value);
  if (kind === 'roi') return format.roi(value);
  if (value === null) return format.money(null);
  return kind === 'seconds' ? format.minutes(value) : format.count(value);
};

/** The headline figures, first and larger. */
const HEADLINE = new Set<keyof CampaignResult>(['costCents', 'revenueCents', 'roiTenthsOfPercent']);

/**
 * What the inputs give, as they change. A screen reader hears a one-sentence summary politely after each change
 * (the whole list at every keystroke would drown the field being typed in); the list itself is there to read.
 */
export const CampaignResults = ({ result }: { result: CampaignResult | null }) => {
  const { t } = useTranslation('campaign-calculator');
  const format = useCampaignFormatters();
  const headingId = useId();
  const summary = result
    ? t('results.summary', {
        cost: format.money(result.costCents),
        appointments: format.count(result.appointments),
        sales: format.count(result.sales),
        revenue: format.money(result.revenueCents),
        roi: format.roi(result.roiTenthsOfPercent),
      })
    : t('results.invalid');
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-4 rounded-2xl bg-slate-900 p-6 text-white">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('results.title')}
      </h2>
      <p role="status" className={result ? 'sr-only' : 'text-sm text-slate-200'}>
        {summary}
      </p>
      {result ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {RESULT_FIGURES.map(({ key, kind }) => (
            <div
              key={key}
              className={
                HEADLINE.has(key)
                  ? 'grid gap-0.5 rounded-xl bg-white p-3 text-slate-900'
                  : 'grid gap-0.5 rounded-xl bg-white/10 p-3'
              }
            >
              <dt className={HEADLINE.has(key) ? 'text-sm text-slate-600' : 'text-sm text-slate-200'}>
                {t(`results.${key}`)}
              </dt>
              <dd className="text-xl font-semibold tabular-nums">{formatFigure(format, kind, result[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="text-xs text-slate-300">{t('results.assumptions')}</p>
    </section>
  );
};
