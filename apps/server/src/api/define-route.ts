import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { AccessPolicy } from '@receptiva/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { authorize } from '../middlewares/authorize';
import { devToolsOnly } from '../middlewares/dev-tools-only';
import { acceptsMediaTypes } from '../middlewares/media-type';
import { sameOrigin } from '../middlewares/same-origin';
import { standardErrorResponses } from './error-responses';
import { OWNED_RESOURCES, type OwnedResource } from './owned-resources';

export interface RouteDeclaration extends Omit<RouteConfig, 'middleware'> {
  /** Who may call it: enforced before validation, published as `x-access` (decision 014). */
  access: AccessPolicy;
  /** Reads or changes one owner's resource: another caller gets 404. Published as `x-owned`. */
  owned?: OwnedResource;
  /** A development convenience: answers only this machine unless DEV_TOOLS=public (decision 015). */
  devTool?: boolean;
  /**
   * How a state-changing request proves it is wanted: it comes from our pages; it is signed (webhooks); or it carries
   * the secret of a link we e-mailed (RFC 8058 one-click unsubscribe, which mail providers POST from their servers).
   */
  csrf?: 'same-origin' | 'signed-payload' | 'link-token';
}

type Declared<R extends RouteDeclaration> = Omit<R, 'access' | 'owned' | 'devTool' | 'csrf'> & {
  middleware: MiddlewareHandler<AppEnv>[];
  getRoutingPath(): string;
};

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * The one way to declare an API route: its zod schemas (the OpenAPI document and the typed web client come from
 * them) and its access policy, plus the guards every route of its kind needs, in order: dev-tools gate, CSRF origin
 * check, policy, accepted content types. Validation of params, query and body follows, then the handler.
 */
export function defineRoute<const R extends RouteDeclaration>(declaration: R): Declared<R> {
  const { access, owned, devTool = false, csrf = 'same-origin', ...route } = declaration;
  const isStateChanging = !SAFE_METHODS.has(route.method);
  const mediaTypes = Object.keys(route.request?.body?.content ?? { 'application/json': {} });
  const middleware: MiddlewareHandler<AppEnv>[] = [
    ...(devTool ? [devToolsOnly] : []),
    ...(isStateChanging && csrf === 'same-origin' ? [sameOrigin] : []),
    authorize(access),
    ...(isStateChanging ? [acceptsMediaTypes(mediaTypes)] : []),
  ];
  const description = [
    route.description,
    `**Access:** \`${access}\`${owned ? `; owner only (${OWNED_RESOURCES[owned]})` : ''}.`,
    devTool ? '**Development tool:** answers this machine only unless `DEV_TOOLS=public`.' : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  return createRoute({
    ...route,
    description,
    'x-access': access,
    ...(owned ? { 'x-owned': owned } : {}),
    ...(devTool ? { 'x-dev-tool': true } : {}),
    security: access === 'public' ? [] : [{ sessionCookie: [] }],
    middleware,
    responses: { ...standardErrorResponses(access, isStateChanging), ...route.responses },
  }) as unknown as Declared<R>;
}
