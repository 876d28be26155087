import {
  type AdminUniversityPlaylist,
  type CreateUniversityPlaylistInput,
  createUniversityPlaylistSchema,
} from '@receptiva/shared';
import { useZodForm } from '@/components/ui/use-zod-form';

export type PlaylistFormValues = Required<CreateUniversityPlaylistInput>;

export const NEW_PLAYLIST: PlaylistFormValues = {
  slug: '',
  title: '',
  description: '',
  isPublished: true,
  translations: [],
};

export const playlistFormValuesOf = (playlist: AdminUniversityPlaylist): PlaylistFormValues => ({
  slug: playlist.slug,
  title: playlist.title,
  description: playlist.description,
  isPublished: playlist.isPublished,
  translations: playlist.translations,
});

/** A title as a slug: lower-case ASCII words joined by hyphens ("CRM & follow-up" → "crm-follow-up"). */
export const slugOf = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** Checked by the schema the server validates with. */
export const usePlaylistForm = (defaultValues: PlaylistFormValues) =>
  useZodForm(createUniversityPlaylistSchema, { defaultValues });

export type PlaylistForm = ReturnType<typeof usePlaylistForm>;
