import { act, screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginDeferredHydration, releaseAll } from '@/lib/deferred-hydration';
import { i18n } from '@/lib/i18n';
import { DeferredSection } from './deferred-section';

/** A section whose text follows the language, so a stale server render is visible in the test. */
const Greeting = () => {
  const { i18n: instance } = useTranslation();
  return <p>Hello in {instance.language}</p>;
};
const loadGreeting = async () => Greeting;

const Counter = () => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
};
const loadCounter = async () => Counter;

/** The browser's IntersectionObserver, driven by the test: `scrollNear()` reports the section on screen. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  static scrollNear() {
    for (const observer of TestIntersectionObserver.instances) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as never);
    }
  }
}

async function serverHtml(load: () => Promise<ComponentType>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<DeferredSection load={load} />);
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

const section = () => document.querySelector<HTMLElement>('[data-section]');

describe('DeferredSection on a server-rendered page', () => {
  let root: Root | undefined;

  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    releaseAll();
  });

  async function hydrate(load = loadGreeting) {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(load);
    document.body.append(container);
    beginDeferredHydration();
    await act(async () => {
      root = hydrateRoot(container, <DeferredSection load={load} />);
    });
  }

  it('keeps its server HTML without hydrating until the visitor nears it', async () => {
    await hydrate();
    expect(screen.getByText('Hello in en')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(section()).not.toHaveAttribute('data-section-ready');

    await act(async () => TestIntersectionObserver.scrollNear());
    await waitFor(() => expect(section()).toHaveAttribute('data-section-ready', 'true'));
    expect(screen.getByText('Hello in en')).toBeInTheDocument();
  });

  it('hydrates when something in it is pressed', async () => {
    await hydrate();
    const text = screen.getByText('Hello in en');
    await act(async () => text.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await waitFor(() => expect(section()).toHaveAttribute('data-section-ready', 'true'));
  });

  it('keeps a press made before it hydrated: the click lands once it has', async () => {
    await hydrate(loadCounter);
    const button = screen.getByRole('button', { name: 'Pressed 0' });
    await act(async () => button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await act(async () => button.click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument());
  });

  it('holds a click made before its code has arrived, and replays it once hydrated', async () => {
    let arrive = () => {};
    const slowCounter = () => new Promise<ComponentType>((resolve) => (arrive = () => resolve(Counter)));
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(loadCounter);
    document.body.append(container);
    beginDeferredHydration();
    await act(async () => {
      root = hydrateRoot(container, <DeferredSection load={slowCounter} />);
    });
    await act(async () => screen.getByRole('button', { name: 'Pressed 0' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument());
  });

  it('hydrates when the page releases every section', async () => {
    await hydrate();
    await act(async () => releaseAll());
    await waitFor(() => expect(section()).toHaveAttribute('data-section-ready', 'true'));
  });

  it('renders afresh in a language chosen before it hydrated', async () => {
    await hydrate();
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    await waitFor(() => expect(screen.getByText('Hello in de')).toBeInTheDocument());
    expect(screen.queryByText('Hello in en')).not.toBeInTheDocument();
    expect(section()).toHaveAttribute('data-section-ready', 'true');
  });
});
