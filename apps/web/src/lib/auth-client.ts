import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** Sign-up profile fields the server accepts next to better-auth's own (see `signUpBodySchema` in shared). */
const signUpProfileFields = inferAdditionalFields({
  user: {
    firstName: { type: 'string', required: false },
    lastName: { type: 'string', required: false },
    phone: { type: 'string', required: false },
    locale: { type: 'string', required: false },
  },
});

/**
 * better-auth client for the same-origin `/api/auth/*` endpoints (httpOnly cookie sessions).
 * better-auth captures `fetch` when the client is created; resolving it per call keeps the network boundary
 * replaceable (service workers, tests).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // better-auth's own endpoints: served by its handler, not declared in the API contract (decision 014).
  basePath: '/api/auth',
  plugins: [signUpProfileFields],
  fetchOptions: {
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
});
