import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from './use-toast';

describe('toast queue (spec §4, §9)', () => {
  it('keeps one toast at a time and removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { result } = renderHook(() => useToast());

    act(() => {
      result.current.toast({ title: 'First' });
    });
    let second = { id: '', dismiss: () => {} };
    act(() => {
      second = result.current.toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      id: second.id,
      title: 'Second',
      variant: 'destructive',
      open: true,
    });

    act(() => second.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
