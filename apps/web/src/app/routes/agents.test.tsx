import type { DemoAgent } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const agent = (id: string, industry: string, color: string): DemoAgent => ({
  id,
  name: `${industry} front desk`,
  industry,
  description: `Answers ${industry.toLowerCase()} callers and books appointments.`,
  color,
  voiceAgentId: `local-${id}`,
  firstMessage: 'Hello!',
  defaultLanguage: 'en',
});
const AGENTS = [
  agent('med-spa', 'Med spa', '#db2777'),
  agent('dental', 'Dental', '#0ea5e9'),
  agent('hvac', 'HVAC', '#f97316'),
];

const title = () => i18n.t('voice:agents.title');
const cards = () =>
  within(screen.getByRole('list', { name: i18n.t('voice:agents.listLabel') })).getAllByRole('article');

describe('/agents', { timeout: 20_000 }, () => {
  it('lists the demo agents as cards with industry, description and colour, and filters them by industry', async () => {
    mockApi({ routes: { 'GET /api/demo-agents': () => jsonResponse({ agents: AGENTS }) } });
    const { user } = renderApp('/agents');
    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeVisible();
    await screen.findByRole('list', { name: i18n.t('voice:agents.listLabel') });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Med spa', 'Dental', 'HVAC']);
    const medSpa = screen.getByRole('article', { name: 'Med spa' });
    expect(within(medSpa).getByText(AGENTS[0]!.description)).toBeVisible();
    // The agents are English data: marked so in every language of the page.
    for (const text of ['Med spa', 'Med spa front desk', AGENTS[0]!.description]) {
      expect(within(medSpa).getByText(text)).toHaveAttribute('lang', 'en');
    }
    expect(medSpa.querySelector('[style*="background-color"]')).toHaveStyle({ backgroundColor: '#db2777' });

    await user.type(screen.getByRole('searchbox', { name: i18n.t('voice:agents.searchLabel') }), 'dent');
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('voice:agents.resultCount', { shown: 1 }));

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText(i18n.t('voice:agents.noMatch', { query: 'dentzzz' }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: i18n.t('voice:agents.clearSearch') }));
    expect(cards()).toHaveLength(3);
  });

  it('opens the voice-chat dialog for the card whose start-call button was pressed', async () => {
    mockApi({ routes: { 'GET /api/demo-agents': () => jsonResponse({ agents: AGENTS }) } });
    const { user } = renderApp('/agents');
    const start = await screen.findByRole('button', { name: 'Start a call with the HVAC receptionist' });
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: i18n.t('voice:title') });
    await user.click(within(dialog).getByRole('button', { name: i18n.t('voice:continue') }));
    expect(await within(dialog).findByRole('button', { name: i18n.t('voice:start') })).toBeEnabled();
  });

  it('shows an error with a retry when the agents cannot be loaded', async () => {
    let failing = true;
    mockApi({
      routes: {
        'GET /api/demo-agents': () =>
          failing
            ? jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
            : jsonResponse({ agents: AGENTS }),
      },
    });
    const { user } = renderApp('/agents');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('voice:agents.loadError'));
    failing = false;
    await user.click(within(alert).getByRole('button', { name: i18n.t('voice:agents.retry') }));
    expect(await screen.findByRole('article', { name: 'Dental' })).toBeVisible();
  });

  it('says when there are no demo agents', async () => {
    mockApi({ routes: { 'GET /api/demo-agents': () => jsonResponse({ agents: [] }) } });
    renderApp('/agents');
    expect(await screen.findByText(i18n.t('voice:agents.empty'))).toBeVisible();
  });
});
