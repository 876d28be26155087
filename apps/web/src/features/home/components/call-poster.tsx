import { CalendarCheck, Mail, PhoneIncoming } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Heights of the voice waveform bars (percent of the row). */
const WAVE = [35, 60, 90, 55, 75, 40, 85, 65, 30, 70, 50, 80];

/**
 * The intro's illustration, pure CSS: an after-hours call with a med spa, answered and booked by the AI receptionist.
 * Real text, so it is read and indexed like the rest of the page.
 */
export const CallPoster = () => {
  const { t } = useTranslation('home');
  return (
    <div className="relative isolate flex h-full flex-col justify-center gap-3 overflow-hidden bg-slate-950 p-4 text-start sm:gap-5 sm:p-10">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgb(99_102_241/0.45),transparent_45%),radial-gradient(circle_at_85%_80%,rgb(139_92_246/0.4),transparent_50%)]"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-slate-200 ring-1 ring-white/15">
          <PhoneIncoming aria-hidden="true" className="size-3.5 text-emerald-400" />
          {t('intro.poster.incoming')}
        </p>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-semibold text-emerald-300">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400 motion-safe:animate-pulse" />
          {t('intro.poster.live')}
        </p>
      </div>

      <div className="grid gap-3">
        <div className="max-w-[85%] justify-self-start rounded-2xl rounded-ss-sm bg-white/10 px-4 py-2.5 ring-1 ring-white/10">
          <p className="text-[0.7rem] font-semibold text-slate-400 uppercase">{t('intro.poster.caller')}</p>
          <p className="text-sm text-white sm:text-base">{t('intro.poster.callerLine')}</p>
        </div>
        <div className="max-w-[85%] justify-self-end rounded-2xl rounded-se-sm bg-gradient-to-br from-primary-600 to-violet-700 px-4 py-2.5 shadow-lg shadow-primary-950/40">
          <div className="flex items-center justify-between gap-3">
            <p className="text-[0.7rem] font-semibold text-white uppercase">{t('intro.poster.agent')}</p>
            <span aria-hidden="true" className="flex h-3.5 items-end gap-0.5">
              {WAVE.map((height, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
                  key={index}
                  className="w-0.5 rounded-full bg-white/80 motion-safe:animate-pulse"
                  style={{ height: `${height}%`, animationDelay: `${index * 90}ms` }}
                />
              ))}
            </span>
          </div>
          <p className="text-sm text-white sm:text-base">{t('intro.poster.agentLine')}</p>
        </div>
      </div>

      <ul className="flex flex-wrap gap-2 text-xs font-medium sm:text-sm">
        <li className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/15 px-3 py-1.5 text-emerald-200 ring-1 ring-emerald-400/25">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('intro.poster.booked')}
        </li>
        <li className="hidden items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-slate-200 ring-1 ring-white/15 sm:inline-flex">
          <Mail aria-hidden="true" className="size-4" />
          {t('intro.poster.summary')}
        </li>
      </ul>
    </div>
  );
};
