import type { ApiErrorBody, AssistantStreamEvent } from '@receptiva/shared';
import type { TestClient } from './client';

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
