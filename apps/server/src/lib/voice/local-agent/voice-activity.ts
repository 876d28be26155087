import { SAMPLE_RATE } from './pcm';

const WINDOW_MS = 20;
const WINDOW = (SAMPLE_RATE * WINDOW_MS) / 1000;
/** RMS above this is voice: about -36 dBFS, well over the noise floor of a noise-suppressed microphone. */
const SPEECH_RMS = 500;
/** Loud windows in a row before it counts as speech (coughs and clicks are shorter). */
const SPEECH_START_MS = 200;
/** Quiet after speech that ends the caller's turn. */
export const TURN_END_SILENCE_MS = 700;

export type VoiceActivityEvent = { type: 'speech_start' } | { type: 'turn_end'; spokenMs: number };

/**
 * Voice activity detection by energy over time, counted in audio time (samples), not wall-clock time: the same
 * audio always gives the same turns, however fast it arrives.
 */
export class VoiceActivityDetector {
  private pending = new Int16Array(0);
  private loudMs = 0;
  private quietMs = 0;
  private spokenMs = 0;
  private speaking = false;

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Feeds samples; returns what happened in them, in order. */
  push(samples: Int16Array): VoiceActivityEvent[] {
    const joined = new Int16Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const events: VoiceActivityEvent[] = [];
    let offset = 0;
    for (; offset + WINDOW <= joined.length; offset += WINDOW) {
      const event = this.window(rms(joined, offset));
      if (event) events.push(event);
    }
    this.pending = joined.slice(offset);
    return events;
  }

  private window(level: number): VoiceActivityEvent | null {
    const loud = level >= SPEECH_RMS;
    if (!this.speaking) {
      this.loudMs = loud ? this.loudMs + WINDOW_MS : 0;
      if (this.loudMs < SPEECH_START_MS) return null;
      this.speaking = true;
      this.spokenMs = this.loudMs;
      this.quietMs = 0;
      return { type: 'speech_start' };
    }
    if (loud) {
      this.spokenMs += WINDOW_MS + this.quietMs;
      this.quietMs = 0;
      return null;
    }
    this.quietMs += WINDOW_MS;
    if (this.quietMs < TURN_END_SILENCE_MS) return null;
    this.speaking = false;
    this.loudMs = 0;
    return { type: 'turn_end', spokenMs: this.spokenMs };
  }
}

function rms(samples: Int16Array, offset: number): number {
  let sum = 0;
  for (let i = offset; i < offset + WINDOW; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / WINDOW);
}
