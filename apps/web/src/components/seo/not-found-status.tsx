import { useServerRender } from './server-render-context';

/**
 * Rendered by a page that has nothing at its address although its route matched (an unpublished blog post): the
 * server answers 404 (decision 008). In the browser it does nothing.
 */
export const NotFoundStatus = () => {
  useServerRender()?.head.markNotFound();
  return null;
};
