import { type JsonSchema, resolvePointer } from './json-schema';

/** The parts of an OpenAPI 3.1 document the fuzz generators read, as @hono/zod-openapi's `doc31()` writes them. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; [section: string]: unknown };
  [field: string]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  [field: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const deref = <T>(document: OpenApiDocument, node: T | { $ref: string }): T =>
  typeof node === 'object' && node !== null && '$ref' in node
    ? (resolvePointer(document, node.$ref) as T)
    : (node as T);

/** Every operation of the document, in document order: what a fuzz test iterates over. */
export const listOperations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => method in item).map((method) => ({
      path,
      method,
      operation: item[method] as OpenApiOperation,
    })),
  );

export const findOperation = (document: OpenApiDocument, path: string, method: string): OpenApiOperation => {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`The document has no operation ${method.toUpperCase()} ${path}`);
  return operation as OpenApiOperation;
};

/** Path-level parameters overridden by operation-level ones of the same name and location, `$ref`s followed. */
export const operationParameters = (document: OpenApiDocument, path: string, method: string): OpenApiParameter[] => {
  const shared = (document.paths[path]?.parameters ?? []) as OpenApiOperation['parameters'] & {};
  const own = findOperation(document, path, method).parameters ?? [];
  const byKey = new Map<string, OpenApiParameter>();
  for (const parameter of [...shared, ...own].map((node) => deref(document, node))) {
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
};

/** The request body's media types and their schemas; empty when the operation takes no body. */
export const requestBodyContent = (document: OpenApiDocument, operation: OpenApiOperation) => {
  const body = operation.requestBody ? deref(document, operation.requestBody) : undefined;
  return Object.entries(body?.content ?? {}).map(([mediaType, { schema }]) => ({ mediaType, schema: schema ?? true }));
};
