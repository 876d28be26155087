import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getPublicSettings } from '../settings/settings.service';
import { listEnglishFeedPosts } from './list-feed-posts.service';
import { renderRss } from './render-rss';

/** `/blog/rss.xml`: the newest published English posts, answered before the SPA's fallback could. */
export const blogFeedRoutes = new Hono<AppEnv>().get('/blog/rss.xml', async (c) => {
  const [settings, posts] = await Promise.all([getPublicSettings(c.var.db), listEnglishFeedPosts(c.var.db)]);
  const xml = renderRss(
    {
      title: `${settings.brandName} blog`,
      description: 'Practical advice for small service businesses on answering every call and booking more jobs.',
      origin: c.var.deps.env.PUBLIC_URL.replace(/\/$/, ''),
    },
    posts,
  );
  c.header('Cache-Control', 'public, max-age=300');
  return c.body(xml, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
});
