import { calculateRoi, parseRoiInputs, ROI_DEFAULTS, ROI_FIELDS, type RoiField } from '@receptiva/shared';
import { ROI_CALCULATED_EVENT } from '@receptiva/shared/analytics-funnel';
import { Calculator, CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { trackCustom } from '@/lib/analytics';
import { useRoiFormatters } from '../hooks/use-roi-formatters';
import { RoiInputField } from './roi-input-field';
import { RoiResults } from './roi-results';

type RawInputs = Record<RoiField, string>;

const DEFAULT_RAW: RawInputs = {
  callsPerDay: String(ROI_DEFAULTS.callsPerDay),
  avgSaleValue: String(ROI_DEFAULTS.avgSaleValue),
  conversionRate: String(ROI_DEFAULTS.conversionRate),
  hourlyWage: String(ROI_DEFAULTS.hourlyWage),
};

/**
 * Home § ROI calculator (spec §4, §9): results stay hidden until 'Calculate ROI' is pressed once, then follow the
 * inputs live. A field that is empty, negative or not a number shows why, and the results hide until it is fixed.
 */
export const RoiCalculatorSection = () => {
  const { t } = useTranslation('roi');
  const format = useRoiFormatters();
  const ids = useId();
  const [raw, setRaw] = useState<RawInputs>(DEFAULT_RAW);
  const [hasCalculated, setHasCalculated] = useState(false);
  const inputRefs = useRef<Partial<Record<RoiField, HTMLInputElement | null>>>({});
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const parsed = parseRoiInputs(raw);
  const errors = parsed.ok ? {} : parsed.errors;
  const result = parsed.ok ? calculateRoi(parsed.inputs) : null;

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setHasCalculated(true);
    const firstInvalid = ROI_FIELDS.find((field) => errors[field]);
    if (firstInvalid) inputRefs.current[firstInvalid]?.focus();
    else {
      resultsHeadingRef.current?.focus();
      // A step of the admin dashboard's funnel (decision 031).
      trackCustom(ROI_CALCULATED_EVENT);
    }
  };

  const field = (name: RoiField, unit: { prefix?: string; suffix?: string; max?: number } = {}) => (
    <RoiInputField
      id={`${ids}-${name}`}
      field={name}
      value={raw[name]}
      error={errors[name]}
      onChange={(value) => setRaw((current) => ({ ...current, [name]: value }))}
      ref={(element) => {
        inputRefs.current[name] = element;
      }}
      {...unit}
    />
  );

  const headingId = `${ids}-heading`;
  return (
    <section id="calculator" aria-labelledby={headingId} className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />

        <div className="grid gap-6 lg:grid-cols-5">
          <form
            noValidate
            aria-labelledby={`${ids}-inputs`}
            onSubmit={calculate}
            className="grid content-start gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5 sm:p-8 lg:col-span-2"
          >
            <h3 id={`${ids}-inputs`} className="text-lg font-semibold text-slate-900">
              {t('inputsTitle')}
            </h3>
            {field('callsPerDay')}
            {field('avgSaleValue', { prefix: format.currencySymbol })}
            {field('conversionRate', { suffix: '%', max: 100 })}
            {field('hourlyWage', { prefix: format.currencySymbol })}
            <Button type="submit" size="lg">
              <Calculator aria-hidden="true" />
              {t('calculate')}
            </Button>
          </form>

          <section
            aria-labelledby={`${ids}-results`}
            className="grid content-start gap-5 rounded-2xl bg-linear-to-br from-primary-600 to-primary-900 p-6 text-white shadow-lg shadow-primary-900/20 sm:p-8 lg:col-span-3"
          >
            <h3
              id={`${ids}-results`}
              ref={resultsHeadingRef}
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              {t('results.title')}
            </h3>
            {!hasCalculated ? (
              <p className="text-primary-100">{t('results.placeholder')}</p>
            ) : result ? (
              <RoiResults result={result} format={format} />
            ) : (
              <p className="flex items-start gap-2 rounded-xl bg-white/10 p-4 text-sm ring-1 ring-white/20">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('results.invalid')}
              </p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
};
