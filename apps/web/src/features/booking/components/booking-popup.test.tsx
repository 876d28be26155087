import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { BOOKING_POPUP_SHOWN_KEY } from '../hooks/use-booking-popup';
import { BookingPopup } from './booking-popup';

/** A home page that mounts the popup, and another page to leave to. */
const routes = [
  {
    element: (
      <>
        <Link to="/">Home</Link>
        <Link to="/pricing">Pricing</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <BookingPopup /> },
      { path: '/pricing', element: <p>Pricing page</p> },
    ],
  },
];

// Fake timers: drive the page with fireEvent (see renderRoutes).
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (element: HTMLElement) => act(() => fireEvent.click(element));
const popup = () => screen.queryByRole('dialog', { name: 'Book your free demo' });

describe('booking popup', () => {
  // The dialog and the form are code-split; with fake timers, have their modules ready so only fake time needs to pass.
  beforeAll(() => Promise.all([import('./booking-form'), import('./booking-popup-dialog')]));

  it('opens once, 15 s after the home page mounts, with the booking form', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    renderRoutes(routes);

    await advance(14_999);
    expect(popup()).toBeNull();
    await advance(1);

    expect(popup()).toBeInTheDocument();
    // The settings answer and the form's code arrive asynchronously: let fake time pass until they have.
    const form = () => within(popup()!).queryByRole('form', { name: 'Book a demo' });
    for (let step = 0; step < 40 && !form(); step += 1) await advance(50);
    expect(form()).toBeInTheDocument();
    expect(sessionStorage.getItem(BOOKING_POPUP_SHOWN_KEY)).not.toBeNull();
  });

  it('closes, and does not open again in the same visit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    renderRoutes(routes);
    await advance(15_000);

    click(screen.getByRole('button', { name: 'Close' }));
    await advance(0);
    expect(popup()).toBeNull();

    click(screen.getByRole('link', { name: 'Pricing' }));
    click(screen.getByRole('link', { name: 'Home' }));
    await advance(60_000);
    expect(popup()).toBeNull();
  });

  it('closes with Escape', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    renderRoutes(routes);
    await advance(15_000);

    act(() => fireEvent.keyDown(popup()!, { key: 'Escape' }));
    await advance(0);
    expect(popup()).toBeNull();
  });

  it('does not open when the visitor leaves the home page before 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    renderRoutes(routes);
    await advance(10_000);

    click(screen.getByRole('link', { name: 'Pricing' }));
    await advance(10_000);
    expect(popup()).toBeNull();
    expect(sessionStorage.getItem(BOOKING_POPUP_SHOWN_KEY)).toBeNull();
  });

  it('does not open over another open dialog', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    const other = document.body.appendChild(document.createElement('div'));
    other.setAttribute('role', 'dialog');
    try {
      renderRoutes(routes);
      await advance(15_000);
      expect(popup()).toBeNull();
    } finally {
      other.remove();
    }
  });

  it('does not open when it already opened earlier in this session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    sessionStorage.setItem(BOOKING_POPUP_SHOWN_KEY, '1');
    renderRoutes(routes);
    await advance(20_000);
    expect(popup()).toBeNull();
  });
});
