/**
 * The ElevenLabs Conversational AI WebSocket messages the local agent speaks (spec §3, STACK.md "Voice"): client
 * messages parsed defensively into a closed union, server messages built in the exact shape the SDK reads.
 */

export type ClientMessage =
  | { type: 'conversation_initiation_client_data'; firstMessage?: string; textOnly: boolean; language?: string }
  | { type: 'user_audio_chunk'; audio: string }
  | { type: 'pong'; eventId: number }
  | { type: 'user_message'; text: string }
  | { type: 'contextual_update'; text: string }
  | { type: 'user_activity' }
  | { type: 'feedback'; score: 'like' | 'dislike' | null; eventId: number }
  | { type: 'client_tool_result'; toolCallId: string; result: string; isError: boolean };

const MAX_TEXT = 2000;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : null;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One text frame → a message, or null for anything malformed or unknown (the caller ignores those). */
export function parseClientMessage(raw: string): ClientMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const message = record(json);
  // Microphone audio comes without a `type`.
  if (typeof message.user_audio_chunk === 'string')
    return { type: 'user_audio_chunk', audio: message.user_audio_chunk };

  switch (message.type) {
    case 'conversation_initiation_client_data': {
      const override = record(message.conversation_config_override);
      const agent = record(override.agent);
      const conversation = record(override.conversation);
      return {
        type: 'conversation_initiation_client_data',
        firstMessage: text(agent.first_message)?.slice(0, 500) ?? undefined,
        language: text(agent.language)?.slice(0, 12) ?? undefined,
        textOnly: conversation.text_only === true,
      };
    }
    case 'pong':
      return typeof message.event_id === 'number' ? { type: 'pong', eventId: message.event_id } : null;
    case 'user_message':
    case 'contextual_update': {
      const value = text(message.text);
      return value ? { type: message.type, text: value } : null;
    }
    case 'user_activity':
      return { type: 'user_activity' };
    case 'feedback': {
      const score = message.score === 'like' || message.score === 'dislike' ? message.score : null;
      return typeof message.event_id === 'number' ? { type: 'feedback', score, eventId: message.event_id } : null;
    }
    case 'client_tool_result': {
      if (typeof message.tool_call_id !== 'string') return null;
      const result = typeof message.result === 'string' ? message.result : JSON.stringify(message.result ?? '');
      return {
        type: 'client_tool_result',
        toolCallId: message.tool_call_id,
        result: result.slice(0, MAX_TEXT),
        isError: message.is_error === true,
      };
    }
    default:
      return null;
  }
}

export const serverMessages = {
  metadata: (conversationId: string) => ({
    type: 'conversation_initiation_metadata',
    conversation_initiation_metadata_event: {
      conversation_id: conversationId,
      agent_output_audio_format: 'pcm_16000',
      user_input_audio_format: 'pcm_16000',
    },
  }),
  agentResponse: (agentResponse: string, eventId: number) => ({
    type: 'agent_response',
    agent_response_event: { agent_response: agentResponse, event_id: eventId },
  }),
  audio: (audioBase64: string, eventId: number) => ({
    type: 'audio',
    audio_event: { audio_base_64: audioBase64, event_id: eventId },
  }),
  userTranscript: (transcript: string, eventId: number) => ({
    type: 'user_transcript',
    user_transcription_event: { user_transcript: transcript, event_id: eventId },
  }),
  interruption: (eventId: number) => ({ type: 'interruption', interruption_event: { event_id: eventId } }),
  clientToolCall: (toolName: string, toolCallId: string, parameters: Record<string, unknown>) => ({
    type: 'client_tool_call',
    client_tool_call: { tool_name: toolName, tool_call_id: toolCallId, parameters, expects_response: true },
  }),
  ping: (eventId: number, pingMs: number | null) => ({
    type: 'ping',
    ping_event: { event_id: eventId, ping_ms: pingMs },
  }),
};
