import type { CustomerTicketThread, StaffTicketThread } from '@receptiva/shared';
import { expect } from 'vitest';
import type { TestClient } from '../../../test/client';

export const TICKETS = '/api/support/tickets';
export const STAFF_TICKETS = '/api/staff/tickets';

export async function openTicket(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post(TICKETS, {
    subject: 'Calls go to voicemail',
    category: 'voice_agent',
    body: 'Since this morning\n  every call goes to voicemail.',
    ...overrides,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CustomerTicketThread;
}

/** A staff call that must answer 200 with the ticket. */
export async function staffCall(client: TestClient, path: string, json: unknown, method = 'POST') {
  const response = await client.request(`${STAFF_TICKETS}/${path}`, { method, json });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StaffTicketThread;
}
