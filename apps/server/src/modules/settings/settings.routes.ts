import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getPublicSettings } from './settings.service';

export const settingsRoutes = new Hono<AppEnv>().get('/public', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await getPublicSettings(c.var.db));
});
