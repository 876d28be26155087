import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { BookingSection } from './booking-section';
import { FloatingBookDemoButton } from './floating-book-demo-button';

const routes = [
  {
    element: (
      <>
        <Outlet />
        <FloatingBookDemoButton />
      </>
    ),
    children: [
      { path: '/', element: <BookingSection /> },
      { path: '/pricing', element: <p>Pricing page</p> },
    ],
  },
];

const scrolledElements = () => {
  const scrolled: { id: string; options: unknown }[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolled.push({ id: this.id, options });
  });
  return scrolled;
};

const reducedMotion = (matches: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: matches && query.includes('reduce'), media: query }) as MediaQueryList),
  );

describe('floating Book a demo button', () => {
  it('on / scrolls smoothly to #book-demo and moves focus there', async () => {
    mockApi();
    const scrolled = scrolledElements();
    const { user } = renderRoutes(routes);

    await user.click(screen.getByRole('button', { name: 'Book a demo' }));

    expect(scrolled).toEqual([{ id: 'book-demo', options: { behavior: 'smooth', block: 'start' } }]);
    expect(document.getElementById('book-demo')).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockApi();
    reducedMotion(true);
    const scrolled = scrolledElements();
    const { user } = renderRoutes(routes);

    await user.click(screen.getByRole('button', { name: 'Book a demo' }));

    expect(scrolled).toEqual([{ id: 'book-demo', options: { behavior: 'auto', block: 'start' } }]);
  });

  it('elsewhere goes to / and scrolls 100 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi();
    const scrolled = scrolledElements();
    const { router } = renderRoutes(routes, { path: '/pricing' });

    // Fake timers: fireEvent, not user-event (see renderRoutes).
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Book a demo' })));
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(scrolled).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrolled).toEqual([{ id: 'book-demo', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('is one labelled button, fixed at the inline end', () => {
    mockApi();
    renderRoutes(routes, { path: '/pricing' });
    const button = screen.getByRole('button', { name: 'Book a demo' });
    expect(button).toHaveClass('fixed', 'end-4', 'bottom-4');
  });
});
