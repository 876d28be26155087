import { demoBookingItemSchema, demoBookingUpdateSchema, staffDemoBookingParamsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { updateDemoBooking } from './update-demo-booking.service';

const updateRoute = defineRoute({
  method: 'patch',
  path: '/{bookingId}',
  access: 'staff',
  tags: ['staff-work-queue'],
  summary: 'Move or take a demo booking',
  description:
    'Sets the status (`new`, `contacted`, `scheduled`, `completed`, `cancelled`) and/or the assignee (`"me"` takes it, `null` releases it). Audited.',
  request: { params: staffDemoBookingParamsSchema, body: jsonBody(demoBookingUpdateSchema) },
  responses: {
    200: jsonResponse(demoBookingItemSchema, 'The booking as the work queue now shows it'),
    404: errorResponse('NOT_FOUND: no demo booking has this id'),
  },
});

const actorOf = (user: { id: string; email: string; name?: string | null }) => ({
  id: user.id,
  label: user.name?.trim() ? `${user.name.trim()} (${user.email})` : user.email,
});

/** `/api/staff/demo-bookings`: staff (and admins) call back the visitors who asked for a demo. */
export const staffDemoBookingRoutes = createRouter({ cacheControl: 'private, no-store' }).openapi(
  updateRoute,
  async (c) =>
    c.json(
      await updateDemoBooking(c.var.db, {
        bookingId: c.req.valid('param').bookingId,
        change: c.req.valid('json'),
        actor: actorOf(c.var.session!.user),
      }),
      200,
    ),
);
