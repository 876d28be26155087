import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fakeMicrophoneEnvironment } from '@/testing/fake-voice-sdk';
import { microphoneFailureCode, VoiceStartError } from './voice-failure';
import { type PrecheckInput, runVoicePrechecks } from './voice-prechecks';

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VoiceStartError);
  return (error as VoiceStartError).failure;
};

const input = (overrides: Partial<PrecheckInput> = {}): PrecheckInput => ({
  environment: fakeMicrophoneEnvironment().environment,
  voiceAgentId: 'agent_med_spa',
  textOnly: false,
  requestSignedUrl: async () => ({ signedUrl: 'ws://localhost/agent?token=1' }),
  ...overrides,
});

describe('voice prechecks (spec §5 order)', () => {
  it('returns the signed URL and the temporary microphone stream when everything is in place', async () => {
    const { environment, microphone } = fakeMicrophoneEnvironment();
    const requestSignedUrl = vi.fn(async () => ({ signedUrl: 'ws://localhost/a' }));
    const result = await runVoicePrechecks(input({ environment, requestSignedUrl }));
    expect(result).toEqual({ signedUrl: 'ws://localhost/a', microphone: microphone.stream });
    expect(requestSignedUrl).toHaveBeenCalledWith('agent_med_spa');
  });

  it('reads signed_url too', async () => {
    const result = await runVoicePrechecks(input({ requestSignedUrl: async () => ({ signed_url: 'wss://x/y' }) }));
    expect(result.signedUrl).toBe('wss://x/y');
  });

  it('checks the microphone first: a denied microphone fails before anything else is asked', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const { environment, mediaDevices } = fakeMicrophoneEnvironment({ getUserMedia: () => Promise.reject(denied) });
    const requestSignedUrl = vi.fn();
    const failure = await failureOf(runVoicePrechecks(input({ environment, voiceAgentId: '', requestSignedUrl })));
    expect(failure.code).toBe('microphoneBlocked');
    expect(mediaDevices.enumerateDevices).not.toHaveBeenCalled();
    expect(requestSignedUrl).not.toHaveBeenCalled();
  });

  it('then needs an audio input device, releasing the stream it got', async () => {
    const { environment, microphone } = fakeMicrophoneEnvironment({ devices: [{ kind: 'audiooutput' }] });
    const requestSignedUrl = vi.fn();
    const failure = await failureOf(runVoicePrechecks(input({ environment, voiceAgentId: '', requestSignedUrl })));
    expect(failure.code).toBe('noInputDevice');
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(requestSignedUrl).not.toHaveBeenCalled();
  });

  it('then needs the agent to have a voice-provider id', async () => {
    const requestSignedUrl = vi.fn();
    const failure = await failureOf(runVoicePrechecks(input({ voiceAgentId: '  ', requestSignedUrl })));
    expect(failure.code).toBe('agentNotConfigured');
    expect(requestSignedUrl).not.toHaveBeenCalled();
  });

  it('then needs a signed URL in the answer', async () => {
    const { environment, microphone } = fakeMicrophoneEnvironment();
    const failure = await failureOf(runVoicePrechecks(input({ environment, requestSignedUrl: async () => ({}) })));
    expect(failure).toEqual({ code: 'missingSignedUrl', detail: 'Missing signed URL from server' });
    expect(microphone.track.stop).toHaveBeenCalled();
  });

  it('reports a refusal by the server with its error code', async () => {
    const refused = new ApiError(429, 'RATE_LIMITED', 'Too many calls');
    const failure = await failureOf(runVoicePrechecks(input({ requestSignedUrl: () => Promise.reject(refused) })));
    expect(failure).toMatchObject({ code: 'serverRefused', apiCode: 'RATE_LIMITED' });
  });

  it('skips the microphone checks for a text chat', async () => {
    const { environment, mediaDevices } = fakeMicrophoneEnvironment();
    const result = await runVoicePrechecks(input({ environment, textOnly: true }));
    expect(result.microphone).toBeNull();
    expect(mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('treats a missing microphone API as an insecure page when the page is not secure', async () => {
    const environment = { mediaDevices: undefined, isSecureContext: false };
    expect((await failureOf(runVoicePrechecks(input({ environment })))).code).toBe('microphoneInsecure');
    const secure = { mediaDevices: undefined, isSecureContext: true };
    expect((await failureOf(runVoicePrechecks(input({ environment: secure })))).code).toBe('microphoneFailed');
  });
});

describe('microphone error mapping (spec §8)', () => {
  it.each([
    ['NotFoundError', 'microphoneNotFound'],
    ['OverconstrainedError', 'microphoneNotFound'],
    ['NotAllowedError', 'microphoneBlocked'],
    ['PermissionDeniedError', 'microphoneBlocked'],
    ['NotReadableError', 'microphoneInUse'],
    ['SecurityError', 'microphoneInsecure'],
    ['AbortError', 'microphoneFailed'],
  ])('%s → %s', (name, code) => {
    expect(microphoneFailureCode(new DOMException('x', name))).toBe(code);
  });

  it('maps anything that is not an error to the generic message', () => {
    expect(microphoneFailureCode('nope')).toBe('microphoneFailed');
  });
});
