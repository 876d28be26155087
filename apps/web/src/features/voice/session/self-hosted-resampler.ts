/** Where @elevenlabs/client fetches the resampler worklet from when the browser cannot open a 16 kHz context. */
const RESAMPLER_CDN_PREFIX = 'https://cdn.jsdelivr.net/npm/@alexanderolsen/libsamplerate-js';

let installed = false;

/**
 * Firefox and some iOS versions cannot run an AudioContext at 16 kHz, so the SDK loads a resampler worklet from a
 * public CDN. Its `libsampleratePath` option reaches the microphone side only, not playback, and the CDN is
 * unreachable offline and forbidden by our CSP: every request for it is sent to our own copy instead.
 */
export function redirectResamplerToOurOrigin(localUrl: string): void {
  if (installed || typeof AudioWorklet === 'undefined') return;
  installed = true;
  const addModule = AudioWorklet.prototype.addModule;
  AudioWorklet.prototype.addModule = function addModuleSelfHosted(this: AudioWorklet, url, options) {
    const target = String(url).startsWith(RESAMPLER_CDN_PREFIX) ? localUrl : url;
    return addModule.call(this, target, options);
  };
}
