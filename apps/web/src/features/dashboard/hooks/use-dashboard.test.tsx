import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardProvider, useDashboard } from './use-dashboard';

describe('dashboard context', () => {
  it("starts on the 'personal' view with no selected user", () => {
    const { result } = renderHook(() => useDashboard(), { wrapper: DashboardProvider });
    expect(result.current.currentView).toBe('personal');
    expect(result.current.currentUserId).toBeNull();

    act(() => {
      result.current.setCurrentView('team');
      result.current.setCurrentUserId('owner-1');
    });
    expect(result.current.currentView).toBe('team');
    expect(result.current.currentUserId).toBe('owner-1');
  });

  it('throws outside its provider', () => {
    expect(() => renderHook(() => useDashboard())).toThrow('useDashboard must be used within a DashboardProvider');
  });
});
