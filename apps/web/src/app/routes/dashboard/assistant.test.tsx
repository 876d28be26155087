import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { DashboardAssistantRoute } from './assistant';

type Routes = NonNullable<Parameters<typeof mockApi>[0]>['routes'];

const CONVERSATION_ID = '7d1f3a52-0c1e-4f4e-9a55-2b0a4f6d9e01';
const SOURCE = { kind: 'diy', title: 'Connect your calendar', url: '/diy-onboarding#connect-calendar' } as const;
const ANSWER = 'From the DIY guide (Connect your calendar) [1]: Open Settings, then Integrations.';

/** The server's streamed answer: JSON lines, sent as they would be written. */
const ndjson = (events: unknown[]) =>
  new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
    headers: { 'Content-Type': 'application/x-ndjson' },
  });

const storedConversation = {
  id: CONVERSATION_ID,
  title: 'how do I connect my calendar?',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  messages: [
    {
      id: 'q1',
      role: 'user',
      content: 'how do I connect my calendar?',
      sources: [],
      answeredBy: null,
      createdAt: '2026-03-05T10:00:00.000Z',
    },
    {
      id: 'a1',
      role: 'assistant',
      content: ANSWER,
      sources: [SOURCE],
      answeredBy: 'local',
      createdAt: '2026-03-05T10:00:01.000Z',
    },
  ],
};

function openAssistant(routes: Routes, me = makeMe()) {
  const api = mockApi({ me, routes });
  const view = renderRoutes([{ path: '/dashboard/assistant', element: <DashboardAssistantRoute /> }], {
    path: '/dashboard/assistant',
  });
  return { ...view, api };
}

describe('/dashboard/assistant', () => {
  it('answers a member’s question with the streamed text and its cited sources, announced once finished', async () => {
    let asked = false;
    const { api } = openAssistant({
      'GET /api/assistant/conversations': () =>
        jsonResponse({ mode: 'local', conversations: asked ? [storedConversation] : [] }),
      'POST /api/assistant/messages': () => {
        asked = true;
        return ndjson([
          { type: 'start', conversationId: CONVERSATION_ID, questionId: 'q1' },
          { type: 'sources', sources: [SOURCE] },
          { type: 'delta', text: 'From the DIY guide (Connect your calendar) [1]:' },
          { type: 'delta', text: ' Open Settings, then Integrations.' },
          { type: 'done', messageId: 'a1', answeredBy: 'local' },
        ]);
      },
      [`GET /api/assistant/conversations/${CONVERSATION_ID}`]: () => jsonResponse(storedConversation),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible();
    expect(await screen.findByText(/Offline mode/)).toBeVisible();
    expect(screen.getByText('No conversations yet.')).toBeVisible();

    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'how do I connect my calendar?{Enter}');

    const messages = screen.getByRole('region', { name: 'Conversation' });
    await within(messages).findByText(ANSWER);
    // The stored conversation joins the history and takes over from the streamed one; the question is shown once.
    expect(await screen.findByRole('button', { name: 'how do I connect my calendar?' })).toBeVisible();
    await waitFor(() => expect(within(messages).getAllByText('how do I connect my calendar?')).toHaveLength(1));
    expect(within(messages).getByText(ANSWER)).toBeVisible();
    const source = within(messages).getByRole('link', { name: 'Connect your calendar' });
    expect(source).toHaveAttribute('href', '/diy-onboarding#connect-calendar');
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes('The assistant answered.')),
    ).toBe(true);
    expect(api.callsTo('POST', '/api/assistant/messages')[0]?.body).toEqual({
      question: 'how do I connect my calendar?',
      language: 'en',
    });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('keeps a refused question in the box and says why', async () => {
    openAssistant({
      'GET /api/assistant/conversations': () => jsonResponse({ mode: 'openai', conversations: [] }),
      'POST /api/assistant/messages': () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }, 429),
    });
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'calendar{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(box).toHaveValue('calendar');
  });

  it('asks for a question of at least 2 characters without calling the server', async () => {
    const { api } = openAssistant({
      'GET /api/assistant/conversations': () => jsonResponse({ mode: 'local', conversations: [] }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'x{Enter}');
    expect(await screen.findByText('Write a question of at least 2 characters.')).toBeVisible();
    expect(api.callsTo('POST', '/api/assistant/messages')).toHaveLength(0);
  });

  it('tells a team member without AI access to ask their account owner, and asks the server nothing', async () => {
    const { api } = openAssistant({}, makeMe({ isMember: false, hasTeamAccess: true, hasAiAccess: false }));
    expect(await screen.findByRole('heading', { name: 'The AI assistant comes with membership' })).toBeVisible();
    expect(screen.getByText(/Ask them to turn on AI assistant access/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See membership plans' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/assistant'))).toEqual([]);
  });

  it('opens for a team member whose owner turned AI access on', async () => {
    openAssistant(
      { 'GET /api/assistant/conversations': () => jsonResponse({ mode: 'local', conversations: [] }) },
      makeMe({ isMember: false, hasTeamAccess: true, hasAiAccess: true }),
    );
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeVisible();
  });

  it('shows someone without membership the way to it', async () => {
    openAssistant({}, makeMe({ isMember: false, hasTeamAccess: false }));
    expect(await screen.findByRole('link', { name: 'See membership plans' })).toHaveAttribute('href', '/pricing');
  });
});
