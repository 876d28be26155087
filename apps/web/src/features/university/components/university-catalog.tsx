import { searchUniversity } from '@receptiva/shared';
import { SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { showNotice } from '@/lib/notifier';
import { useUniversity } from '../api/get-university';
import { useSetVideoWatched, useUniversityProgress } from '../api/university-progress';
import { useSearchParam } from '../hooks/use-search-param';
import { PlaylistNav } from './playlist-nav';
import { PlaylistSection } from './playlist-section';
import { ProgressNotice } from './progress-notice';

/**
 * /university: the search (kept in the URL as `?q=`), the playlists and their videos, one player at a time, and
 * for a signed-in person their progress, which arrives after hydration (renders are shared between visitors).
 */
export const UniversityCatalog = () => {
  const { t } = useTranslation('university');
  const university = useUniversity();
  const auth = useAuth();
  const progress = useUniversityProgress();
  const setWatched = useSetVideoWatched(progress.userId ?? '');
  const [query, setQuery] = useSearchParam('q');
  const [playingVideoId, setPlayingVideoId] = useState<string | null>(null);
  const searchId = useId();

  if (university.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  }
  if (university.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-slate-700">{t('loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void university.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const all = university.data.playlists;
  if (all.length === 0) return <p className="py-16 text-center text-slate-600">{t('empty')}</p>;

  const shown = searchUniversity(all, query);
  const shownCount = shown.reduce((sum, playlist) => sum + playlist.videos.length, 0);
  const totalCount = all.reduce((sum, playlist) => sum + playlist.videos.length, 0);
  const watched = progress.isReady ? setWatched.withPending(progress.watched) : null;
  const allIds = new Set(all.flatMap((playlist) => playlist.videos.map((video) => video.id)));
  const watchedCount = watched ? [...watched].filter((id) => allIds.has(id)).length : 0;

  const changeWatched = (videoId: string, isWatched: boolean) =>
    setWatched.setWatched({ videoId, watched: isWatched }, () =>
      showNotice('error', t('video.saveFailed'), { slot: 'university-progress' }),
    );
  const play = (videoId: string) => {
    setPlayingVideoId(videoId);
    if (watched && !watched.has(videoId)) changeWatched(videoId, true);
  };

  return (
    <div className="grid gap-10">
      <div className="grid gap-4">
        <div className="max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('search.label')}
          </label>
          <SearchInput id={searchId} value={query} onValueChange={setQuery} placeholder={t('search.placeholder')} />
        </div>
        {auth.loading || (auth.user && !watched) ? null : (
          <ProgressNotice progress={watched ? { watched: watchedCount, total: totalCount } : null} />
        )}
        <p role="status" className={shownCount > 0 ? 'sr-only' : 'text-center text-slate-600'}>
          {shownCount > 0
            ? query.trim()
              ? t('search.resultCount', { count: shownCount })
              : ''
            : t('search.noMatch', { query: query.trim() })}
        </p>
        {shownCount > 0 ? <PlaylistNav playlists={shown} /> : null}
      </div>
      {shownCount === 0 ? (
        <div className="-mt-8 flex flex-col items-center gap-2">
          <SearchX aria-hidden="true" className="size-6 text-slate-400" />
          <p className="text-sm text-slate-500">{t('search.noMatchHint')}</p>
          <Button variant="link" onClick={() => setQuery('')}>
            {t('search.clear')}
          </Button>
        </div>
      ) : (
        shown.map((playlist) => {
          const full = all.find((candidate) => candidate.id === playlist.id) ?? playlist;
          return (
            <PlaylistSection
              key={playlist.id}
              playlist={playlist}
              allVideos={full.videos}
              tone={all.indexOf(full)}
              playingVideoId={playingVideoId}
              onPlay={play}
              watched={watched}
              onWatchedChange={changeWatched}
            />
          );
        })
      )}
      <p className="text-center text-xs text-slate-500">{t('privacyNote')}</p>
    </div>
  );
};
