/** The local demo agent's WebSocket endpoint, on the server's own port (under /api so dev proxies forward it). */
export const LOCAL_AGENT_PATH = '/api/voice/local-agent';

/** The subprotocol the ElevenLabs SDK asks for; the handshake fails unless it is echoed. */
export const CONVAI_SUBPROTOCOL = 'convai';

export function localAgentUrl(origin: { secure: boolean; host: string }, token: string): string {
  return `${origin.secure ? 'wss' : 'ws'}://${origin.host}${LOCAL_AGENT_PATH}?token=${encodeURIComponent(token)}`;
}
