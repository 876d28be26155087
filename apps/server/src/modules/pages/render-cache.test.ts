import { describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache';

describe('RenderCache', () => {
  it('shares one render between concurrent requests for a key', async () => {
    const cache = new RenderCache<string>(10);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return 'page';
    };
    const pages = await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)]);
    expect(pages).toEqual(['page', 'page', 'page']);
    expect(renders).toBe(1);
  });

  it('forgets the least recently used key beyond its capacity', async () => {
    const cache = new RenderCache<string>(2);
    const rendered: string[] = [];
    const render = (key: string) => async () => {
      rendered.push(key);
      return key;
    };
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a')); // a is now the most recent
    await cache.get('c', render('c')); // evicts b
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
  });

  it('does not keep a failed render', async () => {
    const cache = new RenderCache<string>(10);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'second try')).toBe('second try');
  });
});
