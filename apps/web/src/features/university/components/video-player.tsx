import { formatDuration, type UniversityVideo, youtubeEmbedUrl } from '@receptiva/shared';
import { Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** One look per playlist, drawn in CSS: nothing is fetched for a poster. */
const TONES = [
  'from-primary-700 via-primary-600 to-sky-500',
  'from-indigo-800 via-violet-700 to-fuchsia-600',
  'from-emerald-800 via-teal-700 to-cyan-600',
  'from-amber-700 via-orange-600 to-rose-600',
] as const;

interface VideoPlayerProps {
  video: UniversityVideo;
  /** Which of the playlist looks the poster takes. */
  tone: number;
  isPlaying: boolean;
  onPlay: () => void;
}

/**
 * A poster with a Play button until the visitor presses it; only then is the third-party player created (the
 * YouTube frame from youtube-nocookie.com, or a `<video>` for a file URL), and the focus moves into it.
 */
export const VideoPlayer = ({ video, tone, isPlaying, onPlay }: VideoPlayerProps) => {
  const { t } = useTranslation('university');
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  useEffect(() => {
    if (isPlaying) playerRef.current?.focus();
  }, [isPlaying]);

  if (isPlaying) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-slate-950">
        {video.youtubeId ? (
          <iframe
            ref={playerRef}
            src={youtubeEmbedUrl(video.youtubeId)}
            title={video.title}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the editor stores no caption track for a video file.
          <video
            ref={playerRef}
            src={video.videoUrl ?? undefined}
            aria-label={video.title}
            className="size-full"
            controls
            autoPlay
            playsInline
          />
        )}
      </div>
    );
  }

  return (
    <div
      className={cn(
        'relative isolate flex aspect-video flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br p-4 text-white',
        TONES[tone % TONES.length],
      )}
    >
      <div aria-hidden="true" className="pointer-events-none">
        <div className="absolute -end-10 -top-16 size-48 rounded-full bg-white/10" />
        <div className="absolute -start-8 -bottom-20 size-40 rounded-full bg-black/10" />
        <p
          lang={video.lang}
          className="relative line-clamp-2 max-w-[85%] text-base font-semibold text-balance drop-shadow sm:text-lg"
        >
          {video.title}
        </p>
        <span className="absolute end-3 top-3 rounded-md bg-slate-950/70 px-2 py-0.5 text-xs font-semibold tabular-nums">
          {formatDuration(video.durationSeconds)}
        </span>
      </div>
      <button
        type="button"
        onClick={onPlay}
        className="group absolute inset-0 flex cursor-pointer items-center justify-center rounded-xl focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-white text-primary-700 shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-105">
          <Play aria-hidden="true" className="size-6 translate-x-0.5 fill-current rtl:-scale-x-100" />
        </span>
        <span className="sr-only">{t('video.play', { title: video.title })}</span>
      </button>
    </div>
  );
};
