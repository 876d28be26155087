/**
 * The university's rules both sides share (issue 14): how a search matches and how a duration reads. No zod here:
 * the public page imports this module.
 */

/** Lower-case without accents, so "Reseñas" matches "resenas" and "GOOGLE" matches "Google". */
const searchable = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

const tokensOf = (query: string): string[] => searchable(query).split(/\s+/).filter(Boolean);

interface SearchableText {
  title: string;
  description: string;
}

export interface SearchablePlaylist<V extends SearchableText> extends SearchableText {
  videos: readonly V[];
}

/**
 * The playlists narrowed to the videos that match every word of the query, in the texts the visitor reads (the
 * current language's where translated). A word may match the video or its playlist, so a playlist's name finds all
 * its videos. Playlists left without a video drop out; an empty query keeps everything.
 */
export function searchUniversity<V extends SearchableText, P extends SearchablePlaylist<V>>(
  playlists: readonly P[],
  query: string,
): P[] {
  const tokens = tokensOf(query);
  if (tokens.length === 0) return [...playlists];
  return playlists.flatMap((playlist) => {
    const playlistText = searchable(`${playlist.title}\n${playlist.description}`);
    const videos = playlist.videos.filter((video) => {
      const text = `${playlistText}\n${searchable(`${video.title}\n${video.description}`)}`;
      return tokens.every((token) => text.includes(token));
    });
    return videos.length > 0 ? [{ ...playlist, videos }] : [];
  });
}

/** `m:ss`, or `h:mm:ss` from an hour on: how video players show a length. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A typed `m:ss` or `h:mm:ss` as seconds, or null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^\s*(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  if (match[1] !== undefined && Number(m) > 59) return null;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** The longest video the editor accepts: 10 hours. */
export const MAX_VIDEO_SECONDS = 36_000;

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** Where the player loads a YouTube video, on the visitor's press only: the privacy-enhanced host, autoplaying. */
export const youtubeEmbedUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
