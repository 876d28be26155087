import type { AccessPolicy } from '@receptiva/shared';
import type { OwnedResource } from './owned-resources';

export interface DocumentedOperation {
  method: string;
  /** OpenAPI form: `/api/orders/by-session/{sessionId}`. */
  path: string;
  access: AccessPolicy | undefined;
  owned: OwnedResource | undefined;
  devTool: boolean;
  /** The operation object as the document has it. */
  operation: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation of an OpenAPI document, with the access declaration `defineRoute` published on it. */
export function operationsOf(document: Record<string, unknown>): DocumentedOperation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] as AccessPolicy | undefined,
        owned: operation['x-owned'] as OwnedResource | undefined,
        devTool: operation['x-dev-tool'] === true,
        operation,
      })),
  );
}

/** Routes exempt from declaration, each with its reason. */
const UNDECLARED_ROUTES: Record<string, string> = {
  'GET /api/auth/*': "better-auth's own handler (sign-in, sign-up, reset), behind its guard",
  'POST /api/auth/*': "better-auth's own handler (sign-in, sign-up, reset), behind its guard",
};

interface RouterRoute {
  method: string;
  path: string;
}

const toOpenApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

/**
 * The `/api` routes the router would serve that the document does not list with an access policy. Middleware
 * (`use`, method ALL) is not a route; the catch-all 404 and better-auth's handler are the declared exceptions.
 */
export function routesWithoutPolicy(routes: readonly RouterRoute[], document: Record<string, unknown>): string[] {
  const declared = new Set(
    operationsOf(document)
      .filter((operation) => operation.access)
      .map((operation) => `${operation.method} ${operation.path}`),
  );
  const served = new Set(
    routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${toOpenApiPath(route.path)}`),
  );
  return [...served].filter((key) => !declared.has(key) && !(key in UNDECLARED_ROUTES)).sort();
}
