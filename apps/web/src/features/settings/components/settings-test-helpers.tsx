import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';

type MockRoutes = NonNullable<Parameters<typeof mockApi>[0]>['routes'];

/** Renders one settings section under the real providers, signed in, with the given fake API routes. */
export function renderSection(element: ReactElement, routes: MockRoutes = {}, me = makeMe()) {
  const api = mockApi({ me, routes });
  const view = renderRoutes([{ path: '/', element }]);
  return { ...view, api };
}

/** A section of the page, found by its heading. */
export const section = (name: string) => screen.getByRole('region', { name });

/** The section's message, in its live region (and as a toast). */
export async function expectNotice(region: HTMLElement, text: string) {
  const inline = await within(region).findByText(text);
  expect(inline.closest('[aria-live]')).not.toBeNull();
}
