import { CircleCheck, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const points = ['businesses', 'availability', 'satisfaction'] as const;

/** The brand side of the /auth page (large screens). */
export const AuthPitch = ({ brandName }: { brandName: string }) => {
  const { t } = useTranslation('auth');
  return (
    <div className="relative hidden flex-col justify-between overflow-hidden rounded-xl bg-gradient-to-br from-primary-700 via-primary-600 to-violet-600 p-10 text-white shadow-lg lg:flex">
      <div aria-hidden="true" className="absolute -end-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <p className="flex items-center gap-2 text-lg font-bold">
        <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
          <PhoneCall aria-hidden="true" className="size-4" />
        </span>
        {brandName}
      </p>
      <div className="relative grid gap-4">
        <p className="text-3xl leading-tight font-semibold tracking-tight">{t('pitch.title')}</p>
        <p className="text-primary-100">{t('pitch.description')}</p>
        <ul className="mt-4 grid gap-3">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 text-sm font-medium">
              <CircleCheck aria-hidden="true" className="size-5 text-emerald-300" />
              {t(`pitch.points.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

/**
 * The pitch in two lines above the card, on the small screens that have no room for the panel. It is also the page's
 * largest text when it first paints: without it, the cookie banner that appears later would be the largest paint.
 */
export const AuthPitchLine = () => {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-1.5 text-center lg:hidden">
      <p className="text-2xl font-semibold text-balance text-slate-900 ltr:tracking-tight">{t('pitch.title')}</p>
      <p className="text-base text-pretty text-slate-600">{t('pitch.description')}</p>
    </div>
  );
};
