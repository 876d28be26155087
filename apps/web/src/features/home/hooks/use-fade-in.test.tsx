import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFadeIn } from './use-fade-in';

const Probe = () => {
  const { ref, state } = useFadeIn<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="section" data-state={state}>
      Content
    </div>
  );
};

/** A controllable IntersectionObserver: tests decide when the section scrolls into view. */
function stubIntersectionObserver() {
  const instances: { callback: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, observed: [] as Element[], disconnected: false };
      instances.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const instance of instances) {
        if (instance.disconnected) continue;
        const entries = instance.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        instance.callback(entries, {} as IntersectionObserver);
      }
    });
  return { instances, intersect };
}

const stubReducedMotion = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );

/** Places every element at `top` px from the top of the viewport (jsdom has no layout). */
const placeAt = (top: number) =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 100));

const state = () => screen.getByTestId('section').dataset.state;

describe('useFadeIn', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'webdriver');
  });

  it('keeps content visible when the browser has no IntersectionObserver', () => {
    placeAt(5000);
    render(<Probe />);
    expect(state()).toBe('shown');
  });

  it('hides a section below the fold and fades it in once it scrolls into view', () => {
    const { instances, intersect } = stubIntersectionObserver();
    stubReducedMotion(false);
    placeAt(5000);
    render(<Probe />);
    expect(state()).toBe('waiting');

    intersect(false);
    expect(state()).toBe('waiting');
    intersect(true);
    expect(state()).toBe('revealed');
    expect(instances.every((instance) => instance.disconnected)).toBe(true);
  });

  it('does not animate at all when the visitor prefers reduced motion', () => {
    const { instances } = stubIntersectionObserver();
    stubReducedMotion(true);
    placeAt(5000);
    render(<Probe />);
    expect(state()).toBe('shown');
    expect(instances).toHaveLength(0);
  });

  it('leaves a section that is already on screen as it is', () => {
    const { instances } = stubIntersectionObserver();
    stubReducedMotion(false);
    placeAt(100);
    render(<Probe />);
    expect(state()).toBe('shown');
    expect(instances).toHaveLength(0);
  });

  it('shows everything to automated renderers (prerendering, crawlers driven by webdriver)', () => {
    const { instances } = stubIntersectionObserver();
    stubReducedMotion(false);
    Object.defineProperty(window.navigator, 'webdriver', { value: true, configurable: true });
    placeAt(5000);
    render(<Probe />);
    expect(state()).toBe('shown');
    expect(instances).toHaveLength(0);
  });
});
