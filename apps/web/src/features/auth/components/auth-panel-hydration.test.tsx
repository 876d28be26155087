import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { publicSettingsQueryOptions } from '@/lib/public-settings';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { AuthPanel } from './auth-panel';

/** The card as the server renders it (path only, decision 008) or as the browser hydrates it (the full URL). */
const card = (url: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, defaultSettings);
  return (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AuthPanel />
      </MemoryRouter>
    </AppProvider>
  );
};

const submitButton = (within: ParentNode = document) =>
  within.querySelector<HTMLButtonElement>('button[type="submit"]');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server HTML from `/auth`, hydrated at `url`; React reports a mismatch as a recoverable error, which fails the test. */
async function hydrateAt(url: string) {
  mockApi();
  const container = document.createElement('div');
  container.innerHTML = renderToString(card('/auth'));
  document.body.append(container);
  expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
  // Until hydrated the form cannot be sent: a press would otherwise submit it natively, password and all.
  expect(submitButton(container)).toBeDisabled();
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, card(url), { onRecoverableError: (error) => recovered.push(error) });
  });
  expect(recovered).toEqual([]);
}

describe('/auth, server-rendered then hydrated', () => {
  it('hydrates the plain page as it was rendered, then enables the form', async () => {
    await hydrateAt('/auth');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveTextContent('Sign In');
  });

  it('reads ?mode=signup and ?email= after hydration', async () => {
    await hydrateAt('/auth?mode=signup&email=ann%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
    expect(submitButton()).toHaveTextContent('Sign Up');
    expect(submitButton()).toBeEnabled();
  });

  it('opens the new-password form from a reset link after hydration', async () => {
    await hydrateAt('/auth?reset=true&token=reset-token-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  });
});
