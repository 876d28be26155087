import { asc } from 'drizzle-orm';
import { universityPlaylists, universityVideos } from '../../db/schema';

/** Display order: the editor's order, then the oldest first, so equal positions still list the same way every time. */
export const playlistOrder = [
  asc(universityPlaylists.sortOrder),
  asc(universityPlaylists.createdAt),
  asc(universityPlaylists.id),
];
export const videoOrder = [asc(universityVideos.sortOrder), asc(universityVideos.createdAt), asc(universityVideos.id)];
