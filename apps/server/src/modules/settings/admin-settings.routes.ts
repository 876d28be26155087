import { adaptersStatusSchema, adminSettingsPatchSchema, adminSettingsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { getAdminSettings, updateSettings } from './admin-settings.service';

const tags = ['admin: settings'];
const settings = (description: string) => jsonResponse(adminSettingsSchema, description);

const getRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every site setting',
  description:
    'The public settings (brand, contact, links, widgets, videos) and the private ones (staff address, team size, grace days).',
  responses: { 200: settings('The settings as they apply now') },
});

const patchRoute = defineRoute({
  method: 'patch',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Change some site settings',
  description:
    'Any subset of the settings: only the keys whose value changes are written, in one audited change (before → after). Applies at once, without a restart; a blank optional field clears it.',
  request: { body: jsonBody(adminSettingsPatchSchema) },
  responses: { 200: settings('The settings as they apply now') },
});

const adaptersRoute = defineRoute({
  method: 'get',
  path: '/adapters',
  access: 'admin',
  tags,
  summary: 'Which payment, e-mail and voice adapters are live',
  description:
    'Chosen at start from the environment: payments `stripe` or the local `test` mode, e-mail `smtp` or the local `outbox` (dev mailbox), voice `elevenlabs` or the `local` demo agent. Read-only.',
  responses: { 200: jsonResponse(adaptersStatusSchema, 'The adapters in use') },
});

/** `/api/admin/settings`: Admin → Settings (issue 17 point 6). */
export const adminSettingsRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(getRoute, async (c) => c.json(await getAdminSettings(c.var.db), 200))
  .openapi(patchRoute, async (c) => {
    const user = c.var.session!.user;
    const result = await updateSettings(c.var.db, c.req.valid('json'), { id: user.id, label: user.email });
    return c.json(result, 200);
  })
  .openapi(adaptersRoute, (c) => {
    const { paymentProvider, mailTransport, voiceProvider } = c.var.deps;
    return c.json({ payments: paymentProvider.name, email: mailTransport.name, voice: voiceProvider.name }, 200);
  });
