import { Check } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../hooks/use-near-viewport';
import { BookingContent } from './booking-content';

const POINTS = ['tailored', 'live', 'noPressure'] as const;

/**
 * Home § Demo booking (anchors `bookdemo` for the header and `book-demo` for the Book Demo buttons): a short pitch
 * beside the booking widget or form.
 */
export const BookingSection = () => {
  const { t } = useTranslation('booking');
  const headingId = `${useId()}-heading`;
  const contentRef = useRef<HTMLDivElement>(null);
  // The form's code and the widget's iframe load only as the visitor nears the section.
  const isNear = useNearViewport(contentRef);
  return (
    <section id="bookdemo" aria-labelledby={headingId} className="bg-white py-20 sm:py-28">
      <div
        id="book-demo"
        tabIndex={-1}
        className="mx-auto grid max-w-6xl gap-10 px-4 outline-none sm:px-6 lg:grid-cols-5 lg:px-8"
      >
        <div className="grid content-start gap-5 lg:col-span-2 lg:pt-4">
          <p className="text-sm font-semibold ltr:tracking-wide text-primary-600 uppercase">{t('section.eyebrow')}</p>
          <h2 id={headingId} className="text-3xl font-bold ltr:tracking-tight text-balance text-slate-900 sm:text-4xl">
            {t('section.title')}
          </h2>
          <p className="text-lg text-pretty text-slate-600">{t('section.pitch')}</p>
          <ul className="grid gap-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                {t(`section.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <div
          ref={contentRef}
          className="min-h-[30rem] rounded-2xl border border-slate-200 bg-slate-50/60 p-5 shadow-sm shadow-slate-900/5 sm:p-8 lg:col-span-3"
        >
          {isNear ? <BookingContent /> : null}
        </div>
      </div>
    </section>
  );
};
