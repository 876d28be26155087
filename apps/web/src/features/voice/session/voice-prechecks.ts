import { ApiError } from '@/lib/api-client';
import { readSignedUrl } from './read-signed-url';
import { microphoneFailureCode, VoiceStartError } from './voice-failure';

/** The browser features the prechecks use (a seam for tests: jsdom has no microphone). */
export interface MicrophoneEnvironment {
  mediaDevices: Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'> | undefined;
  isSecureContext: boolean;
}

export const browserMicrophoneEnvironment = (): MicrophoneEnvironment => ({
  mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
  isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
});

export interface PrecheckInput {
  environment: MicrophoneEnvironment;
  /** The demo agent's voice-provider id. */
  voiceAgentId: string;
  /** Text chat: no microphone needed, so the first two checks are skipped. */
  textOnly: boolean;
  /** Asks the server for a signed URL (POST /api/functions/voice-conversation); its raw JSON answer. */
  requestSignedUrl: (voiceAgentId: string) => Promise<unknown>;
}

export interface PrecheckResult {
  signedUrl: string;
  /** The temporary microphone stream; the caller stops it once the call's own audio pipeline is up (spec §4). */
  microphone: MediaStream | null;
}

export const stopStream = (stream: MediaStream | null): void => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

async function obtainMicrophone({ mediaDevices, isSecureContext }: MicrophoneEnvironment): Promise<MediaStream> {
  // Browsers leave navigator.mediaDevices undefined on an insecure origin.
  if (!mediaDevices?.getUserMedia) {
    throw new VoiceStartError({ code: isSecureContext ? 'microphoneFailed' : 'microphoneInsecure' });
  }
  try {
    return await mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new VoiceStartError({ code: microphoneFailureCode(error), detail }, { cause: error });
  }
}

async function hasAudioInput(mediaDevices: MicrophoneEnvironment['mediaDevices']): Promise<boolean> {
  const devices = (await mediaDevices?.enumerateDevices?.()) ?? [];
  return devices.some((device) => device.kind === 'audioinput');
}

async function fetchSignedUrl(input: PrecheckInput): Promise<string> {
  let body: unknown;
  try {
    body = await input.requestSignedUrl(input.voiceAgentId);
  } catch (error) {
    const apiCode = error instanceof ApiError ? error.code : undefined;
    const detail = error instanceof Error ? error.message : String(error);
    throw new VoiceStartError({ code: 'serverRefused', apiCode, detail }, { cause: error });
  }
  const signedUrl = readSignedUrl(body);
  if (!signedUrl) throw new VoiceStartError({ code: 'missingSignedUrl', detail: 'Missing signed URL from server' });
  return signedUrl;
}

/**
 * Spec §5, in this order: the microphone is obtained; at least one audio input device exists; the agent has a
 * voice-provider id; the server returned a signed URL. The first failure throws a VoiceStartError.
 */
export async function runVoicePrechecks(input: PrecheckInput): Promise<PrecheckResult> {
  const microphone = input.textOnly ? null : await obtainMicrophone(input.environment);
  try {
    if (microphone && !(await hasAudioInput(input.environment.mediaDevices))) {
      throw new VoiceStartError({ code: 'noInputDevice' });
    }
    if (!input.voiceAgentId.trim()) throw new VoiceStartError({ code: 'agentNotConfigured' });
    return { signedUrl: await fetchSignedUrl(input), microphone };
  } catch (error) {
    stopStream(microphone);
    throw error;
  }
}
