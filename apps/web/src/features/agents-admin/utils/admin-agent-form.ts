import {
  type AdminDemoAgent,
  demoAgentInputSchema,
  LOCAL_AGENT_VOICES,
  type LocalAgentVoice,
  type VoiceLanguage,
} from '@receptiva/shared';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/use-zod-form';

/** The editor's fields: the server's rules (`demoAgentInputSchema`), with the position typed and "no voice" as ''. */
const agentFormSchema = demoAgentInputSchema.extend({
  voice: z
    .union([z.enum(LOCAL_AGENT_VOICES), z.literal('')])
    .transform((voice): LocalAgentVoice | null => (voice === '' ? null : voice)),
  sortOrder: z.coerce.number<string>().int().min(0).max(1_000_000),
});

export type AgentFormValues = z.input<typeof agentFormSchema>;

export const NEW_AGENT: AgentFormValues = {
  name: '',
  industry: '',
  description: '',
  color: '#4f46e5',
  voiceAgentId: '',
  firstMessage: '',
  systemPrompt: '',
  defaultLanguage: 'en',
  voice: '',
  isActive: true,
  sortOrder: '0',
};

export const formValuesOf = (agent: AdminDemoAgent): AgentFormValues => ({
  name: agent.name,
  industry: agent.industry,
  description: agent.description,
  color: agent.color,
  voiceAgentId: agent.voiceAgentId,
  firstMessage: agent.firstMessage,
  systemPrompt: agent.systemPrompt,
  defaultLanguage: agent.defaultLanguage as VoiceLanguage,
  voice: (agent.voice ?? '') as AgentFormValues['voice'],
  isActive: agent.isActive,
  sortOrder: String(agent.sortOrder),
});

export const useAgentForm = (defaultValues: AgentFormValues) => useZodForm(agentFormSchema, { defaultValues });
export type AgentForm = ReturnType<typeof useAgentForm>;

export type AgentField = Exclude<keyof AgentFormValues, 'isActive'>;
export type AgentErrorKey =
  | 'required'
  | 'tooLong'
  | 'color'
  | 'voiceAgentIdFormat'
  | 'voiceAgentIdTaken'
  | 'language'
  | 'voice'
  | 'position';

/** Which `agents-admin:errors.<key>` explains a failed check, from the field's name and the zod issue. */
export function agentErrorKey(field: AgentField, error: { type: string }): AgentErrorKey {
  if (field === 'color') return 'color';
  if (field === 'defaultLanguage') return 'language';
  if (field === 'voice') return 'voice';
  if (field === 'sortOrder') return 'position';
  if (error.type === 'too_big') return 'tooLong';
  if (field === 'voiceAgentId' && error.type !== 'too_small') return 'voiceAgentIdFormat';
  return 'required';
}
