import { type AdminUniversityPlaylist, type AdminUniversityVideo, formatDuration } from '@receptiva/shared';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ItemActions } from './item-actions';
import { StatusBadge } from './status-badge';

export type EditorDialog =
  | { kind: 'playlist'; playlist?: AdminUniversityPlaylist }
  | { kind: 'video'; playlistId: string; video?: AdminUniversityVideo }
  | { kind: 'delete'; item: { kind: 'playlist' | 'video'; id: string; title: string; videoCount?: number } };

interface AdminPlaylistCardProps {
  playlist: AdminUniversityPlaylist;
  isFirst: boolean;
  isLast: boolean;
  open: (dialog: EditorDialog) => void;
}

/** One playlist in the editor: its details and actions, then its videos in order, each with its own actions. */
export const AdminPlaylistCard = ({ playlist, isFirst, isLast, open }: AdminPlaylistCardProps) => {
  const { t } = useTranslation('university-admin');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {playlist.title}
            </h2>
            <StatusBadge isPublished={playlist.isPublished} />
          </div>
          <p className="text-xs text-slate-500">
            /university#{playlist.slug} · {t('playlist.translations', { count: playlist.translations.length })}
          </p>
        </div>
        <ItemActions
          item={{ kind: 'playlist', id: playlist.id }}
          title={playlist.title}
          isFirst={isFirst}
          isLast={isLast}
          onEdit={() => open({ kind: 'playlist', playlist })}
          onDelete={() =>
            open({
              kind: 'delete',
              item: { kind: 'playlist', id: playlist.id, title: playlist.title, videoCount: playlist.videos.length },
            })
          }
        />
      </div>
      {playlist.videos.length === 0 ? (
        <p className="text-sm text-slate-600">{t('playlist.noVideos')}</p>
      ) : (
        <ol
          aria-label={t('playlist.videosLabel', { title: playlist.title })}
          className="grid divide-y divide-slate-100"
        >
          {playlist.videos.map((video, index) => (
            <li key={video.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  <span className="text-slate-500 tabular-nums">{index + 1}.</span>
                  <span data-testid="admin-video-title">{video.title}</span>
                  <StatusBadge isPublished={video.isPublished} />
                </p>
                <p className="truncate text-xs text-slate-500">
                  {formatDuration(video.durationSeconds)} ·{' '}
                  {video.youtubeId ? t('video.youtubeSource', { id: video.youtubeId }) : video.videoUrl}
                </p>
              </div>
              <ItemActions
                item={{ kind: 'video', id: video.id }}
                title={video.title}
                isFirst={index === 0}
                isLast={index === playlist.videos.length - 1}
                onEdit={() => open({ kind: 'video', playlistId: playlist.id, video })}
                onDelete={() => open({ kind: 'delete', item: { kind: 'video', id: video.id, title: video.title } })}
              />
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => open({ kind: 'video', playlistId: playlist.id })}
      >
        <Plus aria-hidden="true" />
        {t('video.add')}
        <span className="sr-only">: {playlist.title}</span>
      </Button>
    </section>
  );
};
