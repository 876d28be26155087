import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '@/components/seo/page-meta';
import { usePublicSettings } from '@/lib/public-settings';
import { CallPoster } from './call-poster';

/** Only an http(s) URL is embedded; anything else counts as "no video". */
const embeddableUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * The intro video (spec §2): nothing is loaded from the video host until the visitor presses play, and it never
 * autoplays. Without a video URL in the settings, the illustrated poster stands on its own. On /pricing the pricing
 * video plays when one is set, the intro video otherwise.
 */
export const IntroVideoSection = ({ page = 'home' }: { page?: 'home' | 'pricing' }) => {
  const { t } = useTranslation('home');
  const brand = useBrandName();
  const { data: settings } = usePublicSettings();
  const videoUrl =
    (page === 'pricing' ? embeddableUrl(settings?.pricingVideoUrl) : null) ?? embeddableUrl(settings?.introVideoUrl);
  const [isPlaying, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears with the click: keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (isPlaying) frameRef.current?.focus();
  }, [isPlaying]);

  return (
    <section
      aria-label={t('intro.label')}
      className="relative isolate bg-gradient-to-b from-primary-50 via-primary-50/40 to-transparent px-4 pt-4 sm:px-6 sm:pt-10 lg:px-8"
    >
      <figure className="mx-auto max-w-4xl">
        <div className="relative overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-primary-950/25 ring-slate-900/10 sm:rounded-3xl">
          {videoUrl && isPlaying ? (
            <div className="aspect-video bg-slate-950">
              <iframe
                ref={frameRef}
                src={videoUrl}
                title={t('intro.videoTitle', { brand })}
                className="size-full"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : (
            <div className={videoUrl ? 'sm:aspect-video' : undefined}>
              <CallPoster />
            </div>
          )}
          {videoUrl && !isPlaying ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="group absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 bg-slate-950/45 text-white transition-colors hover:bg-slate-950/35 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-white text-primary-700 shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-105 sm:size-20">
                <Play aria-hidden="true" className="size-7 translate-x-0.5 fill-current sm:size-8" />
              </span>
              <span className="rounded-full bg-slate-950/60 px-3 py-1 text-sm font-semibold">{t('intro.play')}</span>
            </button>
          ) : null}
        </div>
        <figcaption className="mx-auto mt-4 max-w-2xl text-center text-sm text-pretty text-slate-600">
          {videoUrl && !isPlaying ? t('intro.privacyNote') : t('intro.poster.caption')}
        </figcaption>
      </figure>
    </section>
  );
};
