/** What the web app may import from the server: types only, never code (issue 12, decision 014). */
export type { ApiRoutes } from './app';
