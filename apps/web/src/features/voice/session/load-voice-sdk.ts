import resamplerUrl from '@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url&no-inline';
import audioConcatProcessorUrl from '@elevenlabs/client/worklets/audioConcatProcessor.js?url&no-inline';
import rawAudioProcessorUrl from '@elevenlabs/client/worklets/rawAudioProcessor.js?url&no-inline';
import { redirectResamplerToOurOrigin } from './self-hosted-resampler';
import type { VoiceSdk } from './voice-sdk';

/**
 * The ElevenLabs SDK (it bundles LiveKit, about 170 KB gzip) is imported when a call starts, never with a page.
 * Its worklets are served from our origin: the CSP allows scripts from 'self' only, which rules out the SDK's
 * default blob: and data: worklet URLs and the resampler's CDN.
 */
export async function loadVoiceSdk(): Promise<VoiceSdk> {
  const { Conversation } = await import('@elevenlabs/client');
  redirectResamplerToOurOrigin(resamplerUrl);
  return {
    startSession: (options) =>
      Conversation.startSession({
        ...options,
        workletPaths: { rawAudioProcessor: rawAudioProcessorUrl, audioConcatProcessor: audioConcatProcessorUrl },
        libsampleratePath: resamplerUrl,
      }),
  };
}
