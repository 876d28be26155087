import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/components/ui/section-heading';
import { useNumberFormat } from '../hooks/use-number-format';
import { MARKETING_FIGURES } from '../utils/marketing-figures';

const TIMELINE = ['problem', 'prototype', 'firstClients', 'platform', 'today'] as const;
const TESTIMONIALS = ['medSpa', 'plumbing', 'legal', 'realEstate'] as const;

/** Initials for a testimonial's avatar (no photos: nothing is fetched). */
const initialsOf = (name: string): string =>
  name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

const Rating = () => {
  const { t } = useTranslation('home');
  const format = useNumberFormat();
  const rating = format.decimal(MARKETING_FIGURES.rating);
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
      <span role="img" aria-label={t('about.ratingLabel', { rating })} className="flex gap-0.5 text-amber-400">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} aria-hidden="true" className="size-5 fill-current" />
        ))}
      </span>
      <p className="text-sm text-slate-600">
        <span className="text-base font-bold text-slate-900">{t('about.rating', { rating })}</span>{' '}
        {t('about.ratingDetail', { businesses: format.integer(MARKETING_FIGURES.businesses) })}
      </p>
    </div>
  );
};

/** Spec §2 about: the founder's story with a five-stage timeline, testimonials and the 4.9/5 rating. */
export const AboutSection = () => {
  const { t } = useTranslation('home');
  const format = useNumberFormat();
  const figures = {
    businesses: format.integer(MARKETING_FIGURES.businesses),
    languages: format.integer(MARKETING_FIGURES.languages),
  };

  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="about-title" eyebrow={t('about.eyebrow')} title={t('about.title')} />

        <div className="mt-16 grid gap-12 lg:grid-cols-2 lg:gap-16">
          <figure className="relative flex flex-col self-start overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-primary-950 to-violet-950 p-8 text-white shadow-xl sm:p-10">
            <Quote aria-hidden="true" className="size-10 text-primary-400 rtl:-scale-x-100" />
            <blockquote className="mt-6 text-lg leading-relaxed text-pretty text-slate-100 sm:text-xl">
              <p>{t('about.founder.quote')}</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary-400 to-violet-500 text-lg font-bold ring-4 ring-white/10"
              >
                {initialsOf(t('about.founder.name'))}
              </span>
              <span>
                <span className="block font-semibold">{t('about.founder.name')}</span>
                <span className="block text-sm text-slate-300">{t('about.founder.position')}</span>
              </span>
            </figcaption>
          </figure>

          <div>
            <h3 className="text-xl font-semibold text-slate-900">{t('about.timelineHeading', figures)}</h3>
            <ol className="ms-4 mt-8 grid gap-8 border-s-2 border-primary-100 ps-8">
              {TIMELINE.map((key, index) => (
                <li key={key} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[calc(3rem+1px)] top-0 flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-primary-600 to-violet-600 text-sm font-bold text-white ring-4 ring-white"
                  >
                    {format.integer(index + 1)}
                  </span>
                  <h4 className="font-semibold text-slate-900">{t(`about.timeline.${key}.title`)}</h4>
                  <p className="mt-1 text-pretty text-slate-600">{t(`about.timeline.${key}.description`, figures)}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>

        <div className="mt-24">
          <div className="flex flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-start">
            <h3 className="text-2xl font-bold text-slate-900 ltr:tracking-tight">{t('about.testimonialsHeading')}</h3>
            <Rating />
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {TESTIMONIALS.map((key) => {
              const name = t(`about.testimonials.${key}.name`);
              return (
                <li key={key}>
                  <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
                    <span
                      role="img"
                      aria-label={t('about.ratingLabel', { rating: format.decimal(5) })}
                      className="flex gap-0.5 text-amber-400"
                    >
                      {[0, 1, 2, 3, 4].map((star) => (
                        <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                      ))}
                    </span>
                    <blockquote className="mt-4 flex-1 text-pretty text-slate-700">
                      <p>{t(`about.testimonials.${key}.content`)}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-700"
                      >
                        {initialsOf(name)}
                      </span>
                      <span>
                        <span className="block font-semibold text-slate-900">{name}</span>
                        <span className="block text-sm text-slate-600">{t(`about.testimonials.${key}.role`)}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
};
