import type { AssistantQuestionInput, AssistantStreamEvent } from '@receptiva/shared';
import { toApiError } from '@/lib/api-client';

/**
 * Asks the assistant and hands each event of the streamed answer (JSON lines) to `onEvent` as it arrives. A refusal
 * before the stream starts (rate limit, no access, model down) rejects with an `ApiError`, like any API call. The
 * typed client reads whole JSON answers, so this one request reads the body itself.
 */
export async function streamAssistantAnswer(
  input: AssistantQuestionInput,
  onEvent: (event: AssistantStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch('/api/assistant/messages', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) throw await toApiError(response);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AssistantStreamEvent);
    if (done) return;
  }
}
