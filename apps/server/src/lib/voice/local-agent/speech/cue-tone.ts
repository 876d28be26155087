import { SAMPLE_RATE } from '../pcm';
import type { SpeechEngine } from './types';

const NOTES = [
  { hz: 660, ms: 120 },
  { hz: 880, ms: 180 },
];
const AMPLITUDE = 0.25 * 32767;
const FADE_MS = 10;

/** A short two-note chime: what the caller hears when no speech engine is available (the text still arrives). */
export function cueTone(): Int16Array {
  const parts = NOTES.map(({ hz, ms }) => {
    const length = (SAMPLE_RATE * ms) / 1000;
    const fade = (SAMPLE_RATE * FADE_MS) / 1000;
    const note = new Int16Array(length);
    for (let i = 0; i < length; i += 1) {
      const envelope = Math.min(1, i / fade, (length - i) / fade);
      note[i] = Math.round(AMPLITUDE * envelope * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE));
    }
    return note;
  });
  const tone = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    tone.set(part, offset);
    offset += part.length;
  }
  return tone;
}

export const cueToneEngine: SpeechEngine = {
  name: 'tone',
  synthesize: async () => cueTone(),
  close: async () => {},
};
