import { routes } from '@/app/router';
import { renderRoutes } from './render-routes';

/** Renders the whole app (real providers and route table) at `path`. Pair with `mockApi()`. */
export const renderApp = (path = '/') => renderRoutes(routes, { path });
