import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';

/**
 * Renders a feature under the real providers (i18n, query client, auth) inside a small route table of the test's
 * own, for features whose host page belongs to another feature. Pair with `mockApi()`.
 *
 * With `vi.useFakeTimers()`, drive the page with `fireEvent` rather than `user`: Testing Library's async wrapper
 * waits on a `setTimeout` that fake timers never fire.
 */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient, user };
}
