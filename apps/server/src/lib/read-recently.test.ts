import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecently } from './read-recently';

describe('readRecently', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a key once within its time to live, and again after it', async () => {
    const recent = readRecently<number>(1000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await recent('a', read)).toBe(1);
    expect(await recent('a', read)).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2000);
    expect(await recent('a', read)).toBe(2);
  });

  it('keeps at most its capacity of keys, forgetting the oldest read', async () => {
    const recent = readRecently<string>(60_000, 2);
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return key;
    };
    await recent('a', read('a'));
    await recent('b', read('b'));
    await recent('c', read('c'));
    await recent('b', read('b'));
    await recent('a', read('a'));
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('forgets a failed read', async () => {
    const recent = readRecently<string>(60_000);
    await expect(recent('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await recent('a', async () => 'up')).toBe('up');
  });
});
