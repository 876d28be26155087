import type { Env } from '../../env';

const webSocketOrigin = (url: string) => {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
};

/**
 * The origins the voice demo's browser side opens a WebSocket to: the public origin's ws/wss spelling for the local
 * demo agent, plus ElevenLabs' conversation host when it is the provider. The SDK opens exactly the signed URL
 * (`wss://api.elevenlabs.io/v1/convai/conversation?…`, or the residency host `ELEVENLABS_API_URL` names), so that host
 * and nothing else; `agentId` sessions (WebRTC through LiveKit) are never used.
 */
export function voiceConnectOrigins(env: Pick<Env, 'PUBLIC_URL' | 'ELEVENLABS_API_KEY' | 'ELEVENLABS_API_URL'>) {
  const origins = [webSocketOrigin(env.PUBLIC_URL)];
  if (env.ELEVENLABS_API_KEY) origins.push(webSocketOrigin(env.ELEVENLABS_API_URL));
  return origins;
}
