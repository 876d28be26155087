import type { ApiErrorBody, AssistantStreamEvent } from '@receptiva/shared';
import type { KnowledgeSource } from '../src/lib/assistant/types';
import type { TestClient } from './client';

/**
 * A stand-in for the DIY guide (another part of issue 15 builds it): the step the acceptance question is about, and
 * one that is not.
 */
export const fixtureDiyGuide: KnowledgeSource = {
  name: 'diy-fixture',
  version: async () => '1',
  documents: async () => [
    {
      kind: 'diy',
      title: 'Connect your calendar',
      url: '/diy-onboarding#connect-calendar',
      language: 'en',
      text: 'Open Settings, then Integrations, and choose Google Calendar or Outlook. Sign in to your calendar account and allow access. Your agent then books appointments straight into the calendar you connected.',
    },
    {
      kind: 'diy',
      title: 'Make a test call',
      url: '/diy-onboarding#test-call',
      language: 'en',
      text: 'Call your agent’s number from your own phone and ask a question a customer would ask.',
    },
  ],
};

/** Asks a question and reads the whole streamed answer. */
export async function ask(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/assistant/messages', body);
  const text = await response.text();
  const events: AssistantStreamEvent[] =
    response.status === 200 && response.headers.get('content-type')?.startsWith('application/x-ndjson')
      ? text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  const answer = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
  const sources = events.find((event) => event.type === 'sources')?.sources ?? [];
  const error = response.status === 200 ? null : (JSON.parse(text) as ApiErrorBody).error;
  return { response, text, events, answer, sources, error };
}
