import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookDemoLink, CrmLoginLink, SignInLink, TryAiLiveLink } from '@/components/layouts/header-links';
import { type ButtonProps, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { findClassConflicts, findConflictsIn } from '@/testing/class-conflicts';
import { defaultSettings, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { cn } from './cn';

// `cn` no longer resolves Tailwind conflicts, so these guard its rule: no element gets two utilities that fight.
const PAGE_TIMEOUT = { timeout: 15_000 };
/** The home sections below the hero, each loaded on its own (DeferredSection). */
const HOME_DEFERRED_SECTIONS = 9;

describe('cn', () => {
  it('joins class names and conditionals, keeping every class', () => {
    expect(cn('px-4', false && 'hidden', ['py-2', { 'text-sm': true, 'text-lg': false }])).toBe('px-4 py-2 text-sm');
  });

  it('gives every button variant, size, alignment and growth a conflict-free class list', () => {
    const variants: NonNullable<ButtonProps['variant']>[] = [
      ...(['default', 'prominent', 'secondary', 'outline', 'ghost', 'ghostMuted', 'link', 'destructive'] as const),
      ...(['onBrand', 'onBrandFlat', 'onBrandOutline', 'unstyled'] as const),
    ];
    const sizes: NonNullable<ButtonProps['size']>[] = [
      'default',
      'sm',
      'smTouch',
      'lg',
      'lgField',
      'icon',
      'iconSm',
      'iconXs',
    ];
    for (const variant of variants)
      for (const size of sizes)
        for (const align of ['center', 'start'] as const)
          for (const grow of [false, true]) {
            const classes = buttonClasses({ variant, size, align, grow });
            expect(findClassConflicts(classes), classes).toEqual([]);
          }
  });

  it('keeps the primitives conflict-free with the overrides the app gives them', () => {
    const { container } = render(
      <MemoryRouter>
        <TryAiLiveLink compact className="max-md:hidden" />
        <BookDemoLink size="smTouch" />
        <CrmLoginLink href="https://crm.example.com" className="max-md:hidden" />
        <SignInLink />
        <Card className="w-full">
          <CardHeader spacing="loose">
            <CardTitle size="lg">Title</CardTitle>
            <CardDescription>Description</CardDescription>
          </CardHeader>
          <CardContent>
            <Input aria-label="Search" className="ps-9" />
            <Spinner label="Loading" className="rounded-2xl bg-white p-4 shadow-xl" />
          </CardContent>
          <CardFooter className="bg-slate-50/60">Footer</CardFooter>
        </Card>
      </MemoryRouter>,
    );
    expect(findConflictsIn(container)).toEqual({});
  });

  it('renders the home page without conflicting utilities', async () => {
    mockApi();
    renderApp('/');
    await waitFor(
      () => expect(document.querySelectorAll('[data-section-ready]')).toHaveLength(HOME_DEFERRED_SECTIONS),
      PAGE_TIMEOUT,
    );
    expect(findConflictsIn(document.body)).toEqual({});
  });

  it('renders /pricing and its Menu for a signed-in user without conflicting utilities', async () => {
    mockApi({ me: makeMe({ isMember: false }), settings: { ...defaultSettings, communityUrl: 'https://c.example' } });
    const app = renderApp('/pricing');
    await waitFor(() => expect(app.queryClient.getQueryData(['me'])).toBeDefined(), PAGE_TIMEOUT);
    await app.user.click(await screen.findByRole('button', { name: 'Menu' }, PAGE_TIMEOUT));
    await screen.findByRole('dialog', { name: 'Menu' }, PAGE_TIMEOUT);
    expect(findConflictsIn(document.body)).toEqual({});
  });

  it("renders a member's phone drawer without conflicting utilities", async () => {
    mockApi({ me: makeMe({ isMember: true }), settings: { ...defaultSettings, crmUrl: 'https://crm.example.com' } });
    const app = renderApp('/pricing');
    await waitFor(() => expect(app.queryClient.getQueryData(['me'])).toBeDefined(), PAGE_TIMEOUT);
    await app.user.click(await screen.findByRole('button', { name: 'Open menu' }, PAGE_TIMEOUT));
    await screen.findByRole('dialog', { name: 'Menu' }, PAGE_TIMEOUT);
    expect(findConflictsIn(document.body)).toEqual({});
  });
});
