import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A title and description in another language than English, keyed by language code. */
export type ContentTranslations = Record<string, { title: string; description: string }>;

/** A university playlist (issue 14): an ordered list of videos on one subject. */
export const universityPlaylists = pgTable(
  'university_playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('university_playlists_sort_idx').on(t.isPublished, t.sortOrder)],
);

/** A video of a playlist: a YouTube id or a direct video URL, never both missing. */
export const universityVideos = pgTable(
  'university_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playlistId: uuid('playlist_id')
      .notNull()
      .references(() => universityPlaylists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    youtubeId: text('youtube_id'),
    videoUrl: text('video_url'),
    durationSeconds: integer('duration_seconds').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('university_videos_playlist_idx').on(t.playlistId, t.sortOrder),
    check('university_videos_source_check', sql`${t.youtubeId} is not null or ${t.videoUrl} is not null`),
  ],
);

/** Which videos a signed-in user has watched. */
export const universityProgress = pgTable(
  'university_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => universityVideos.id, { onDelete: 'cascade' }),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);
