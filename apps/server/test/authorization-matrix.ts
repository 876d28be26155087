import type { AccessPolicy } from '@receptiva/shared';
import { type DocumentedOperation, operationsOf } from '../src/api/route-registry';
import { ACTORS, type Actor, type ActorName } from './actors';
import type { TestServer } from './server';

/**
 * Who each policy lets through, written out by hand as the oracle the matrix holds the server to (decision 014).
 * Admin passes every policy (spec §6).
 */
export const ALLOWED: Record<AccessPolicy, readonly ActorName[]> = {
  public: ACTORS,
  session: ['user', 'member', 'teamMember', 'staff', 'admin'],
  member: ['member', 'teamMember', 'admin'],
  'paid-member': ['member', 'admin'],
  staff: ['staff', 'admin'],
  admin: ['admin'],
  // The matrix's team member has no AI-assistant access (the spec's default): the assistant test grants it.
  assistant: ['member', 'admin'],
};

const PROBE = 'matrix-probe';
const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? PROBE));

/**
 * The least a caller can send: placeholder path parameters and an empty JSON body (or one an owned fixture gives). The policy runs before
 * validation, so a refused caller gets 401/403 whatever it sent, and an allowed one gets past it (to a 2xx, 400, 404…).
 */
export const callAs = (
  actor: Actor,
  operation: DocumentedOperation,
  params?: Record<string, string>,
  body: Record<string, unknown> = {},
) =>
  actor.client.request(fill(operation.path, params), {
    method: operation.method,
    ...(operation.method === 'GET' ? {} : { json: body }),
  });

const isRefused = (status: number) => status === 401 || status === 403;

export async function documentedOperations(server: TestServer): Promise<DocumentedOperation[]> {
  const document = await (await server.client().get('/api/openapi.json')).json();
  return operationsOf(document as Record<string, unknown>);
}

/** Calls every operation as every actor; one line per answer that disagrees with the declared policy. */
export async function matrixViolations(
  operations: readonly DocumentedOperation[],
  actors: Record<ActorName, Actor>,
): Promise<string[]> {
  const violations: string[] = [];
  for (const operation of operations) {
    const policy = operation.access;
    if (!policy) {
      violations.push(`${operation.method} ${operation.path}: no access policy`);
      continue;
    }
    for (const name of ACTORS) {
      const response = await callAs(actors[name], operation);
      if (isRefused(response.status) === ALLOWED[policy].includes(name)) {
        const body = (await response.text()).slice(0, 200);
        violations.push(`${operation.method} ${operation.path} (${policy}) as ${name}: ${response.status} ${body}`);
      }
    }
  }
  return violations;
}
