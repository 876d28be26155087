import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_VIEW_STORAGE_KEY, DashboardProvider, useDashboard } from './use-dashboard';

describe('dashboard context', () => {
  afterEach(() => localStorage.clear());

  it("starts on the 'personal' view with no selected user", () => {
    const { result } = renderHook(() => useDashboard(), { wrapper: DashboardProvider });
    expect(result.current.currentView).toBe('personal');
    expect(result.current.currentUserId).toBeNull();
  });

  it('switches to a team view and back, and keeps the choice across a reload', () => {
    const first = renderHook(() => useDashboard(), { wrapper: DashboardProvider });
    act(() => first.result.current.showTeamView('owner-1'));
    expect(first.result.current.currentView).toBe('team');
    expect(first.result.current.currentUserId).toBe('owner-1');

    const reloaded = renderHook(() => useDashboard(), { wrapper: DashboardProvider });
    expect(reloaded.result.current.currentView).toBe('team');
    expect(reloaded.result.current.currentUserId).toBe('owner-1');

    act(() => reloaded.result.current.showPersonalView());
    expect(renderHook(() => useDashboard(), { wrapper: DashboardProvider }).result.current.currentView).toBe(
      'personal',
    );
  });

  it('falls back to the personal view when the stored choice is unreadable', () => {
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, '{"view":"team"}');
    expect(renderHook(() => useDashboard(), { wrapper: DashboardProvider }).result.current.currentView).toBe(
      'personal',
    );
    localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, 'not json');
    expect(renderHook(() => useDashboard(), { wrapper: DashboardProvider }).result.current.currentView).toBe(
      'personal',
    );
  });

  it('throws outside its provider', () => {
    expect(() => renderHook(() => useDashboard())).toThrow('useDashboard must be used within a DashboardProvider');
  });
});
