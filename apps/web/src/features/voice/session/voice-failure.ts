/**
 * Why a voice call could not start or stopped (spec §8). The session reports a code; the dialog turns it into the
 * spec's words through the `voice:failures.<code>` catalog keys.
 */
export const VOICE_FAILURE_CODES = [
  'microphoneNotFound',
  'microphoneBlocked',
  'microphoneInUse',
  'microphoneInsecure',
  'microphoneFailed',
  'noInputDevice',
  'agentNotConfigured',
  'missingSignedUrl',
  'serverRefused',
  'connectTimeout',
  'connectionFailed',
  'connectionLost',
] as const;
export type VoiceFailureCode = (typeof VOICE_FAILURE_CODES)[number];

export interface VoiceFailure {
  code: VoiceFailureCode;
  /** What the browser, the server or the socket said, for the log and for codes that show it (connectionLost). */
  detail?: string;
  /** The API error code when the server refused the call (serverRefused), translated as `errors:<code>`. */
  apiCode?: string;
}

export class VoiceStartError extends Error {
  override readonly name = 'VoiceStartError';

  constructor(
    readonly failure: VoiceFailure,
    options?: { cause?: unknown },
  ) {
    super(failure.detail ?? failure.code, options);
  }
}

/** Failures that mean the microphone could not be used: the dialog offers the text chat for these. */
export const isMicrophoneFailure = (code: VoiceFailureCode): boolean =>
  code.startsWith('microphone') || code === 'noInputDevice';

/** Spec §8: the browser's getUserMedia error names, each with its own message. */
export function microphoneFailureCode(error: unknown): VoiceFailureCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'microphoneNotFound';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'microphoneBlocked';
    case 'NotReadableError':
      return 'microphoneInUse';
    case 'SecurityError':
      return 'microphoneInsecure';
    default:
      return 'microphoneFailed';
  }
}
