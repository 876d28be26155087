// /admin/ai-agents (issue 18 point 4): the voice demo's agents as the admin lists, edits, archives and orders them.
import { z } from 'zod';
import { VOICE_LANGUAGE_CODES, type VoiceLanguage } from '../voice-languages';

export const DEMO_AGENT_ADMIN_PAGE_SIZE = 25;
export const DEMO_AGENT_ADMIN_SORTS = ['sortOrder', 'name', 'industry', 'updatedAt'] as const;
export type DemoAgentAdminSort = (typeof DEMO_AGENT_ADMIN_SORTS)[number];
export const DEMO_AGENT_ADMIN_STATES = ['active', 'archived'] as const;

/**
 * The local demo agent's voices: eSpeak NG variants (female 1–5, male 1–7) laid over the language's own voice
 * (decision 035). With ElevenLabs, the voice is the one set on the agent at ElevenLabs.
 */
export const LOCAL_AGENT_VOICES = ['f1', 'f2', 'f3', 'f4', 'f5', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'] as const;
export type LocalAgentVoice = (typeof LOCAL_AGENT_VOICES)[number];

export const DEMO_AGENT_LIMITS = {
  name: 80,
  industry: 60,
  description: 300,
  voiceAgentId: 100,
  firstMessage: 500,
  systemPrompt: 10_000,
} as const;

const text = (max: number, what: string) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `Use at most ${max} characters for the ${what}.`);

/** `#0ea5e9` or `#0EA5E9`, stored in lower case. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a hex colour such as #0ea5e9.')
  .transform((value) => value.toLowerCase());

/** The id of the agent at the voice provider (an ElevenLabs agent id, or a local name such as `demo-dental`). */
export const voiceAgentIdSchema = text(DEMO_AGENT_LIMITS.voiceAgentId, 'voice agent id').regex(
  /^[\w-]+$/,
  'Use only letters, digits, underscores and hyphens in the voice agent id.',
);

/** What the editor saves: every field; the list's order is `sortOrder` (lower first). */
export const demoAgentInputSchema = z.object({
  name: text(DEMO_AGENT_LIMITS.name, 'name'),
  industry: text(DEMO_AGENT_LIMITS.industry, 'industry'),
  description: text(DEMO_AGENT_LIMITS.description, 'description'),
  color: hexColorSchema,
  voiceAgentId: voiceAgentIdSchema,
  firstMessage: text(DEMO_AGENT_LIMITS.firstMessage, 'first message'),
  systemPrompt: text(DEMO_AGENT_LIMITS.systemPrompt, 'prompt'),
  defaultLanguage: z.enum(
    VOICE_LANGUAGE_CODES as [VoiceLanguage, ...VoiceLanguage[]],
    'Choose one of the voice languages.',
  ),
  voice: z.enum(LOCAL_AGENT_VOICES, 'Choose one of the listed voices.').nullable(),
  isActive: z.boolean(),
  sortOrder: z
    .number('Enter a whole number from 0 to 1,000,000.')
    .int('Enter a whole number from 0 to 1,000,000.')
    .min(0, 'Enter a whole number from 0 to 1,000,000.')
    .max(1_000_000, 'Enter a whole number from 0 to 1,000,000.'),
});
export type DemoAgentInput = z.input<typeof demoAgentInputSchema>;

/** `GET /api/admin/demo-agents`: search in name, industry and agent id, active or archived, a sort, a page. */
export const adminDemoAgentListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  state: z.enum(DEMO_AGENT_ADMIN_STATES).optional(),
  sort: z.enum(DEMO_AGENT_ADMIN_SORTS).default('sortOrder'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminDemoAgentListQuery = z.input<typeof adminDemoAgentListQuerySchema>;

export const adminDemoAgentParamsSchema = z.object({ agentId: z.uuid() });

/** `POST /api/admin/demo-agents/{agentId}/move`: one place up (shown earlier) or down. */
export const demoAgentMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type DemoAgentMove = z.input<typeof demoAgentMoveSchema>;

/** An agent as the admin sees it: every field, prompt included, active or archived. */
export const adminDemoAgentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  industry: z.string(),
  description: z.string(),
  color: z.string(),
  voiceAgentId: z.string(),
  firstMessage: z.string(),
  systemPrompt: z.string(),
  defaultLanguage: z.string(),
  voice: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminDemoAgent = z.infer<typeof adminDemoAgentSchema>;

export const adminDemoAgentListSchema = z.object({
  agents: z.array(adminDemoAgentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminDemoAgentList = z.infer<typeof adminDemoAgentListSchema>;
