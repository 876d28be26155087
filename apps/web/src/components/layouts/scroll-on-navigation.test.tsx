import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { KEEP_SCROLL_STATE, ScrollOnNavigation } from './scroll-on-navigation';

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <ScrollOnNavigation /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('ScrollOnNavigation', () => {
  let scrollTo: MockInstance<typeof window.scrollTo>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('opens another page at its top, also when the history entry is replaced', async () => {
    const router = renderAt('/university');
    await act(() => router.navigate('/pricing'));
    await act(() => router.navigate('/blog', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the place for a change that says so (a search typed into the URL), and on back', async () => {
    const router = renderAt('/university');
    await act(() => router.navigate('/university?q=crm', { replace: true, state: KEEP_SCROLL_STATE }));
    await act(() => router.navigate('/pricing'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
