import type { UniversityPlaylist } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';

/** Links to each shown playlist's section (`#getting-started`): they work before the page has hydrated. */
export const PlaylistNav = ({ playlists }: { playlists: readonly UniversityPlaylist[] }) => {
  const { t } = useTranslation('university');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {playlists.map((playlist) => (
          <li key={playlist.id}>
            <a
              href={`#${playlist.slug}`}
              className="inline-flex h-9 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              {playlist.title}
              <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 tabular-nums">
                {playlist.videos.length}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
