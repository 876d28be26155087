import type { DiyProgress } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const progress = (stepIds: string[]): DiyProgress => ({
  completed: stepIds.map((stepId) => ({ stepId, completedAt: '2026-01-01T00:00:00.000Z' })) as DiyProgress['completed'],
  total: 7,
});

describe('/diy-onboarding', { timeout: 40_000 }, () => {
  it('shows a visitor the seven steps with times and university links, and the way to sign in', async () => {
    mockApi();
    renderApp('/diy-onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Do-it-yourself setup guide' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toHaveLength(7);
    const calendar = document.getElementById('connect-calendar')!;
    expect(within(calendar).getByText('About 15 minutes')).toBeVisible();
    expect(within(calendar).getByRole('link', { name: /Booking rules/ })).toHaveAttribute(
      'href',
      '/university#your-voice-agent',
    );
    expect(screen.getByRole('link', { name: 'Sign in to save your progress' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fdiy-onboarding',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lets a signed-in user tick a step, saved on the server, and untick it', async () => {
    let stored = ['create-agent'];
    const api = mockApi({
      me: makeMe(),
      routes: {
        'GET /api/diy-progress': () => jsonResponse(progress(stored)),
        'PUT /api/diy-progress/connect-crm': () => {
          stored = [...stored, 'connect-crm'];
          return jsonResponse(progress(stored));
        },
        'DELETE /api/diy-progress/create-agent': () => {
          stored = stored.filter((id) => id !== 'create-agent');
          return jsonResponse(progress(stored));
        },
      },
    });
    const { user } = renderApp('/diy-onboarding');
    expect(await screen.findByText('Your progress: 1 of 7 steps done.')).toBeVisible();
    const crm = screen.getByRole('checkbox', { name: 'Mark “Connect your CRM” as done' });
    expect(crm).not.toBeChecked();
    await user.click(crm);
    expect(crm).toBeChecked();
    expect(await screen.findByText('Your progress: 2 of 7 steps done.')).toBeVisible();
    expect(api.callsTo('PUT', '/api/diy-progress/connect-crm')).toHaveLength(1);

    const agent = screen.getByRole('checkbox', { name: 'Mark “Create your agent” as done' });
    expect(agent).toBeChecked();
    await user.click(agent);
    expect(await screen.findByText('Your progress: 1 of 7 steps done.')).toBeVisible();
    expect(agent).not.toBeChecked();
  });
});
