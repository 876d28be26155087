import { describe, expect, it } from 'vitest';
import { readUntilChanged } from './read-until-changed';

describe('readUntilChanged', () => {
  it('reads a key once until the version moves, then once more', async () => {
    let version = 0;
    const cached = readUntilChanged<number>(() => version);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cached('en', read)).toBe(1);
    expect(await cached('en', read)).toBe(1);
    version++;
    expect(await cached('en', read)).toBe(2);
    expect(await cached('en', read)).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cached = readUntilChanged<string>(() => 0);
    expect(await cached('en', async () => 'english')).toBe('english');
    expect(await cached('de', async () => 'deutsch')).toBe('deutsch');
    expect(await cached('en', async () => 'other')).toBe('english');
  });

  it('shares one read between concurrent callers', async () => {
    const cached = readUntilChanged<number>(() => 0);
    let reads = 0;
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ++reads;
    };
    expect(await Promise.all([cached('en', read), cached('en', read), cached('en', read)])).toEqual([1, 1, 1]);
  });

  it('reads again when a change lands while a read is under way', async () => {
    let version = 0;
    const cached = readUntilChanged<string>(() => version);
    const before = cached('en', async () => {
      version++; // an admin's change commits while this read runs
      return 'before the change';
    });
    expect(await before).toBe('before the change');
    expect(await cached('en', async () => 'after the change')).toBe('after the change');
  });

  it('forgets a failed read', async () => {
    const cached = readUntilChanged<string>(() => 0);
    await expect(cached('en', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cached('en', async () => 'up')).toBe('up');
  });
});
