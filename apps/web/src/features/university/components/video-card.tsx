import { formatDuration, type UniversityVideo } from '@receptiva/shared';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from './video-player';

interface VideoCardProps {
  video: UniversityVideo;
  position: number;
  total: number;
  tone: number;
  isPlaying: boolean;
  onPlay: () => void;
  /** Null for visitors and until the signed-in person's progress has arrived: no check is shown then. */
  isWatched: boolean | null;
  onWatchedChange: (watched: boolean) => void;
}

const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/** One video of a playlist: its player, title, length, place in the playlist and, when signed in, its check. */
export const VideoCard = ({
  video,
  position,
  total,
  tone,
  isPlaying,
  onPlay,
  isWatched,
  onWatchedChange,
}: VideoCardProps) => {
  const { t } = useTranslation('university');
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`} className="grid content-start gap-3">
      <VideoPlayer video={video} tone={tone} isPlaying={isPlaying} onPlay={onPlay} />
      <div className="grid gap-1.5">
        <h3 id={`${id}-title`} lang={video.lang} className="text-base font-semibold text-slate-900">
          {video.title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('video.duration')}</span>
            <time dateTime={isoDuration(video.durationSeconds)} className="tabular-nums">
              {formatDuration(video.durationSeconds)}
            </time>
          </span>
          <span>{t('video.position', { position, total })}</span>
          {isWatched ? (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('video.watchedBadge')}
            </span>
          ) : null}
        </p>
        {video.description ? (
          <p lang={video.lang} className="text-sm text-pretty text-slate-600">
            {video.description}
          </p>
        ) : null}
        {isWatched === null ? null : (
          <label className="mt-1 inline-flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              aria-labelledby={`${id}-watched ${id}-title`}
              checked={isWatched}
              onChange={(event) => onWatchedChange(event.target.checked)}
              className="size-4 cursor-pointer rounded border-slate-300 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            />
            <span id={`${id}-watched`}>{t('video.markWatched')}</span>
          </label>
        )}
      </div>
    </article>
  );
};
