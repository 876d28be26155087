import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface RecordedCompletionRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** How the fake answers the next chat completion: streamed words, an HTTP error, or a stream that breaks. */
export type FakeCompletionBehaviour =
  | { kind: 'stream'; words: string[] }
  | { kind: 'http-error'; status: number }
  | { kind: 'broken-stream'; words: string[] };

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

function stream(response: ServerResponse, words: string[], breakAfterWords: boolean) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model: 'fake-model', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })}\n\n`,
  );
  for (const word of words) response.write(chunk(word));
  if (breakAfterWords) {
    // Not a clean end: the connection drops in the middle of an event.
    response.write('data: {"id":"chatcmpl-fake","choi');
    setTimeout(() => response.socket?.destroy(), 50);
    return;
  }
  response.write(chunk(null, 'stop'));
  response.end('data: [DONE]\n\n');
}

/**
 * A local stand-in for an OpenAI-compatible API speaking the chat-completions streaming protocol (server-sent
 * events of `chat.completion.chunk`, ended by `[DONE]`), for the suite it is called in. `baseUrl()` is the value for
 * OPENAI_BASE_URL once it listens.
 */
export function useFakeOpenAi() {
  const recorded: RecordedCompletionRequest[] = [];
  let behaviour: FakeCompletionBehaviour = { kind: 'stream', words: ['Hello'] };
  const fake = createServer(async (request, response) => {
    let body = '';
    for await (const part of request) body += part;
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
    }
    recorded.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
    if (behaviour.kind === 'http-error') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
    }
    stream(response, behaviour.words, behaviour.kind === 'broken-stream');
  });
  beforeAll(() => new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
  return {
    recorded,
    answerWith(next: FakeCompletionBehaviour) {
      behaviour = next;
    },
    baseUrl: () => `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
  };
}
