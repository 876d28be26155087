import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminUniversity } from '../api/get-admin-university';
import { AdminPlaylistCard, type EditorDialog } from './admin-playlist-card';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { PlaylistFormDialog } from './playlist-form-dialog';
import { VideoFormDialog } from './video-form-dialog';

/** /admin/university: playlists and their videos, created, edited, reordered and deleted; each change is audited. */
export const UniversityEditor = () => {
  const { t } = useTranslation('university-admin');
  const university = useAdminUniversity();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  // The dialogs are not opened by a Radix trigger: the focus goes back to the button that opened them.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const open = (next: EditorDialog) => {
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const returnFocusTo = () => opener;

  let content: ReactNode;
  if (university.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (university.isError) {
    content = (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-slate-700">{t('loadError')}</p>
        <Button variant="outline" onClick={() => void university.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (university.data.playlists.length === 0) content = <p className="text-slate-600">{t('empty')}</p>;
  else {
    const { playlists } = university.data;
    content = playlists.map((playlist, index) => (
      <AdminPlaylistCard
        key={playlist.id}
        playlist={playlist}
        isFirst={index === 0}
        isLast={index === playlists.length - 1}
        open={open}
      />
    ));
  }

  return (
    <section className="grid content-start gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="text-slate-600">{t('intro')}</p>
        </div>
        <Button onClick={() => open({ kind: 'playlist' })}>
          <Plus aria-hidden="true" />
          {t('playlist.add')}
        </Button>
      </div>
      {content}
      {dialog?.kind === 'playlist' ? (
        <PlaylistFormDialog playlist={dialog.playlist} onClose={close} returnFocusTo={returnFocusTo} />
      ) : null}
      {dialog?.kind === 'video' ? (
        <VideoFormDialog
          playlists={university.data?.playlists ?? []}
          playlistId={dialog.playlistId}
          video={dialog.video}
          onClose={close}
          returnFocusTo={returnFocusTo}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteDialog item={dialog.item} onClose={close} returnFocusTo={returnFocusTo} />
      ) : null}
    </section>
  );
};
