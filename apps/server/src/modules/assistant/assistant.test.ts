import type { ApiErrorBody, AssistantConversation } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe } from '../../../test/accounts';
import { ACTORS, type Actor, type ActorName, createActors } from '../../../test/actors';
import { ask } from '../../../test/assistant';
import { createTestServer, type TestServer } from '../../../test/server';
import { assistantConversations, assistantMessages, assistantPassages, teamMembers } from '../../db/schema';
import type { KnowledgeSource } from '../../lib/assistant/types';
import { refreshKnowledgeIndex } from './knowledge/refresh-index';
import { diyGuideKnowledgeSource } from './sources/diy-guide-source';

describe('the AI assistant (offline: full-text retrieval)', () => {
  let server: TestServer;
  let actors: Record<ActorName, Actor>;

  beforeAll(async () => {
    server = await createTestServer();
    actors = await createActors(server);
  });
  afterAll(() => server?.close());

  it('is open to members and admins; a team member needs the AI-assistant flag; everyone else learns why not', async () => {
    const expected: Record<ActorName, number> = {
      anonymous: 401,
      user: 403,
      member: 200,
      teamMember: 403,
      staff: 403,
      admin: 200,
    };
    for (const name of ACTORS) {
      const response = await actors[name].client.get('/api/assistant/conversations');
      expect(response.status, name).toBe(expected[name]);
      if (response.status === 403) {
        expect(((await response.json()) as ApiErrorBody).error.code, name).toBe('ASSISTANT_ACCESS_REQUIRED');
      }
    }
    await server.db
      .update(teamMembers)
      .set({ hasAiAccess: true })
      .where(eq(teamMembers.invitedUserId, actors.teamMember.userId!));
    expect((await actors.teamMember.client.get('/api/assistant/conversations')).status).toBe(200);
    expect((await getMe(actors.teamMember.client)).hasAiAccess).toBe(true);
    await server.db
      .update(teamMembers)
      .set({ hasAiAccess: false })
      .where(eq(teamMembers.invitedUserId, actors.teamMember.userId!));
  });

  it('indexed the site’s knowledge at start: university and blog, each passage with a full-text document', async () => {
    const kinds = await server.db.selectDistinct({ kind: assistantPassages.sourceKind }).from(assistantPassages);
    expect(kinds.map((row) => row.kind).sort()).toEqual(['blog', 'diy', 'university']);
  });

  it('answers “how do I connect my calendar?” from the DIY guide, cites it and keeps the conversation', async () => {
    const { response, events, answer, sources } = await ask(actors.member.client, {
      question: 'how do I connect my calendar?',
      language: 'en',
    });
    expect(response.status).toBe(200);
    expect(sources[0]).toEqual({
      kind: 'diy',
      title: 'Connect your calendar',
      url: '/diy-onboarding#connect-calendar',
    });
    expect(answer).toContain('From the DIY guide (Connect your calendar) [1]:');
    expect(answer).toContain('Google Calendar, Microsoft Outlook');
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', answeredBy: 'local' });

    const start = events[0] as { conversationId: string };
    const conversation = await actors.member.client
      .get(`/api/assistant/conversations/${start.conversationId}`)
      .then((r) => r.json() as Promise<AssistantConversation>);
    expect(conversation.title).toBe('how do I connect my calendar?');
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[1]?.content).toBe(answer);
    expect(conversation.messages[1]?.sources[0]?.url).toBe('/diy-onboarding#connect-calendar');
    const list = await actors.member.client.get('/api/assistant/conversations').then((r) => r.json());
    expect(list).toMatchObject({ mode: 'local', conversations: [{ id: start.conversationId }] });
  });

  it('falls back to English passages for a question in another language, with the intro in that language', async () => {
    const { answer, sources } = await ask(actors.member.client, { question: 'calendar Outlook', language: 'es' });
    expect(sources[0]?.url).toBe('/diy-onboarding#connect-calendar');
    expect(answer.startsWith('Esto es lo que dicen las guías del sitio')).toBe(true);
    expect(answer).toContain('De la guía paso a paso');
  });

  it('says plainly when nothing matches, with no sources', async () => {
    const { answer, sources } = await ask(actors.member.client, { question: 'xylophone zeppelin', language: 'en' });
    expect(sources).toEqual([]);
    expect(answer).toMatch(/could not find anything/);
  });

  it('quotes the account’s own details to the people of that account', async () => {
    const { sources } = await ask(actors.member.client, { question: 'what phone and e-mail is on my account?' });
    expect(sources.map((s) => s.kind)).toContain('account');
  });

  it('continues a conversation of one’s own; another person’s is 404 to read, delete or continue', async () => {
    const first = await ask(actors.member.client, { question: 'test call' });
    const conversationId = (first.events[0] as { conversationId: string }).conversationId;
    const second = await ask(actors.member.client, { question: 'calendar', conversationId });
    expect(second.response.status).toBe(200);
    const [{ count }] = (await server.db
      .select({ count: assistantMessages.id })
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversationId))
      .then((rows) => [{ count: rows.length }])) as [{ count: number }];
    expect(count).toBe(4);

    const path = `/api/assistant/conversations/${conversationId}`;
    expect((await actors.admin.client.get(path)).status).toBe(404);
    expect((await actors.admin.client.request(path, { method: 'DELETE' })).status).toBe(404);
    const stolen = await ask(actors.admin.client, { question: 'calendar', conversationId });
    expect(stolen.response.status).toBe(404);
    expect((await actors.member.client.request(path, { method: 'DELETE' })).status).toBe(200);
    expect(
      await server.db.select().from(assistantConversations).where(eq(assistantConversations.id, conversationId)),
    ).toEqual([]);
  });

  it('refuses an empty or oversized question with 400 and stores nothing', async () => {
    const before = await server.db.select().from(assistantMessages);
    for (const question of ['', ' ', 'x'.repeat(1001)]) {
      const { response, error } = await ask(actors.member.client, { question });
      expect(response.status).toBe(400);
      expect(error?.fields?.question).toBeTruthy();
    }
    expect((await server.db.select().from(assistantMessages)).length).toBe(before.length);
  });

  it('rebuilds the index only when a source changed, keeping the passages that did not change', async () => {
    const sources = server.deps.assistant.knowledge.sources;
    expect(await refreshKnowledgeIndex(server.db, sources)).toEqual({ rebuilt: false });
    const englishPassage = async (url: string) =>
      (
        await server.db
          .select()
          .from(assistantPassages)
          .where(and(eq(assistantPassages.url, url), eq(assistantPassages.language, 'en')))
      )[0];
    const testCallId = (await englishPassage('/diy-onboarding#test-call'))?.id;
    const guide = await diyGuideKnowledgeSource.documents(server.db);
    const edited: KnowledgeSource = {
      name: diyGuideKnowledgeSource.name,
      version: async () => 'edited',
      documents: async () =>
        guide.map((document) =>
          document.url === '/diy-onboarding#connect-calendar' && document.language === 'en'
            ? { ...document, text: 'Connect Calendly from the Integrations page.' }
            : document,
        ),
    };
    const others = sources.filter((source) => source !== diyGuideKnowledgeSource);
    expect(await refreshKnowledgeIndex(server.db, [...others, edited])).toEqual({ rebuilt: true });
    expect((await englishPassage('/diy-onboarding#test-call'))?.id).toBe(testCallId);
    expect((await englishPassage('/diy-onboarding#connect-calendar'))?.body).toBe(
      'Connect Calendly from the Integrations page.',
    );
    expect(await refreshKnowledgeIndex(server.db, sources)).toEqual({ rebuilt: true });
  });
});
