import type { UniversityPlaylist, UniversityVideo } from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoCard } from './video-card';

interface PlaylistSectionProps {
  /** As shown: narrowed by the search. */
  playlist: UniversityPlaylist;
  /** Every video of the playlist, whatever the search: positions, length and progress count them all. */
  allVideos: readonly UniversityVideo[];
  tone: number;
  playingVideoId: string | null;
  onPlay: (videoId: string) => void;
  /** Null for visitors and until the signed-in person's progress has arrived. */
  watched: ReadonlySet<string> | null;
  onWatchedChange: (videoId: string, watched: boolean) => void;
}

/** One playlist: its heading (the anchor target), description, length, the signed-in person's progress and videos. */
export const PlaylistSection = ({
  playlist,
  allVideos,
  tone,
  playingVideoId,
  onPlay,
  watched,
  onWatchedChange,
}: PlaylistSectionProps) => {
  const { t } = useTranslation('university');
  const headingId = useId();
  const allVideoIds = allVideos.map((video) => video.id);
  const total = allVideoIds.length;
  const watchedCount = watched ? allVideoIds.filter((id) => watched.has(id)).length : 0;
  const minutes = Math.max(1, Math.round(allVideos.reduce((sum, video) => sum + video.durationSeconds, 0) / 60));

  return (
    <section id={playlist.slug} aria-labelledby={headingId} className="scroll-mt-24 grid gap-6">
      <div className="grid gap-2 border-b border-slate-200 pb-4">
        <h2 id={headingId} lang={playlist.lang} className="text-2xl font-bold tracking-tight text-slate-900">
          {playlist.title}
        </h2>
        <p lang={playlist.lang} className="max-w-3xl text-pretty text-slate-600">
          {playlist.description}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <span>
            {t('playlist.videoCount', { count: total })} · {t('playlist.totalTime', { minutes })}
          </span>
          {watched ? (
            <span className="inline-flex items-center gap-2 font-medium text-slate-800" data-testid="playlist-progress">
              {t('playlist.progress', { watched: watchedCount, total })}
              <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-emerald-500"
                  style={{ width: `${total ? (watchedCount / total) * 100 : 0}%` }}
                />
              </span>
            </span>
          ) : null}
        </p>
      </div>
      <ol aria-label={t('playlist.videosLabel', { title: playlist.title })} className="grid gap-8 md:grid-cols-2">
        {playlist.videos.map((video) => (
          <li key={video.id}>
            <VideoCard
              video={video}
              position={allVideoIds.indexOf(video.id) + 1}
              total={total}
              tone={tone}
              isPlaying={playingVideoId === video.id}
              onPlay={() => onPlay(video.id)}
              isWatched={watched ? watched.has(video.id) : null}
              onWatchedChange={(isWatched) => onWatchedChange(video.id, isWatched)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
};
