// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';

/** `POST /api/analytics/events` answers 202 with this. */
export const acceptedSchema = z.object({ ok: z.literal(true) });

/** `GET /api/health`: 200 when the database answers, 503 otherwise. */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.string() });
/** `/api/ready`: whether this instance should get traffic (503 `draining` once it is shutting down). */
export const readinessSchema = z.object({ status: z.enum(['ready', 'draining', 'error']) });

/** `POST /api/payments/webhook`: the event was received (and applied once; `duplicate` when seen before). */
export const webhookReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
