import { publicSettingsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { getPublicSettings } from './settings.service';

const getPublicSettingsRoute = defineRoute({
  method: 'get',
  path: '/public',
  access: 'public',
  tags: ['site'],
  summary: 'Public site settings',
  description: 'Brand, contact details, widget and video URLs: what an admin edits in Settings (never secrets).',
  responses: { 200: jsonResponse(publicSettingsSchema, 'The public settings') },
});

export const settingsRoutes = createRouter().openapi(getPublicSettingsRoute, async (c) => {
  // Revalidated on every load: an admin's change must show on the next page load (issue 17), not a minute later.
  c.header('Cache-Control', 'no-cache');
  return c.json(await getPublicSettings(c.var.db), 200);
});
