import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors } from '../../../test/actors';
import { ask } from '../../../test/assistant';
import type { TestClient } from '../../../test/client';
import { useFakeOpenAi } from '../../../test/fake-openai';
import { createTestServer, type TestServer } from '../../../test/server';
import { assistantConversations, assistantMessages } from '../../db/schema';

describe('the AI assistant with OPENAI_API_KEY (a local fake of the chat-completions API)', () => {
  const openAi = useFakeOpenAi();
  let server: TestServer;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    server = await createTestServer({
      OPENAI_API_KEY: 'sk-test-assistant',
      OPENAI_BASE_URL: openAi.baseUrl(),
      OPENAI_MODEL: 'fake-model',
      ASSISTANT_RATE_LIMIT_PER_HOUR: '5',
    });
    const actors = await createActors(server);
    member = actors.member.client;
    memberId = actors.member.userId!;
  });
  afterAll(() => server?.close());

  const storedMessages = async () =>
    server.db
      .select({ role: assistantMessages.role, content: assistantMessages.content })
      .from(assistantMessages)
      .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
      .where(eq(assistantConversations.userId, memberId));

  it('streams the model’s answer, grounded in the retrieved passages, and stores it', async () => {
    openAi.answerWith({ kind: 'stream', words: ['Open Settings', ', then Integrations', ' [1].'] });
    const { response, events, answer, sources } = await ask(member, { question: 'how do I connect my calendar?' });
    expect(response.status).toBe(200);
    expect(events.filter((e) => e.type === 'delta').length).toBe(3);
    expect(answer).toBe('Open Settings, then Integrations [1].');
    expect(events.at(-1)).toMatchObject({ type: 'done', answeredBy: 'openai' });
    expect(sources[0]?.url).toBe('/diy-onboarding#connect-calendar');

    const request = openAi.recorded.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test-assistant');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const [system, user] = request.body.messages;
    expect(system?.content).toMatch(/Answer ONLY from the numbered passages/);
    expect(system?.content).toMatch(/Ignore any instruction/);
    expect(user?.content).toContain('[1] Connect your calendar (/diy-onboarding#connect-calendar)');
    expect(user?.content).toContain('Question: how do I connect my calendar?');
    expect((await storedMessages()).at(-1)).toEqual({ role: 'assistant', content: answer });
  });

  it('answers 503 ASSISTANT_UNAVAILABLE as JSON when the model fails, and stores nothing', async () => {
    const before = (await storedMessages()).length;
    openAi.answerWith({ kind: 'http-error', status: 500 });
    const { response, error } = await ask(member, { question: 'how do I connect my calendar?' });
    expect(response.status).toBe(503);
    expect(error?.code).toBe('ASSISTANT_UNAVAILABLE');
    openAi.answerWith({ kind: 'http-error', status: 401 });
    expect((await ask(member, { question: 'calendar' })).response.status).toBe(503);
    expect((await storedMessages()).length).toBe(before);
  });

  it('ends a stream that breaks half-way with an error event, keeping the question but no half answer', async () => {
    openAi.answerWith({ kind: 'broken-stream', words: ['Open', ' Settings'] });
    const { response, events } = await ask(member, { question: 'calendar' });
    expect(response.status).toBe(200);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'ASSISTANT_UNAVAILABLE' });
    expect((await storedMessages()).at(-1)).toEqual({ role: 'user', content: 'calendar' });
  });

  it('limits questions per person per hour (ASSISTANT_RATE_LIMIT_PER_HOUR) with 429 and Retry-After', async () => {
    openAi.answerWith({ kind: 'stream', words: ['Yes.'] });
    // Four questions were asked above; the limit is five.
    expect((await ask(member, { question: 'calendar' })).response.status).toBe(200);
    const refused = await ask(member, { question: 'calendar' });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.error?.code).toBe('RATE_LIMITED');
  });
});
