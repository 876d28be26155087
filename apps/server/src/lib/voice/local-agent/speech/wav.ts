import { SAMPLE_RATE } from '../pcm';

/** The samples of a PCM16 mono WAV file (what espeak-ng writes), resampled to 16 kHz. */
export function wavToPcm16k(wav: Uint8Array): Int16Array {
  const view = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let rate = 0;
  let offset = 12;
  while (offset + 8 <= view.length) {
    const id = view.toString('ascii', offset, offset + 4);
    // espeak-ng streams to the file and leaves the data size at its placeholder: read to the end instead.
    const size = Math.min(view.readUInt32LE(offset + 4), view.length - offset - 8);
    if (id === 'fmt ') {
      if (view.readUInt16LE(offset + 8) !== 1 || view.readUInt16LE(offset + 10) !== 1) throw new Error('not PCM mono');
      if (view.readUInt16LE(offset + 22) !== 16) throw new Error('not 16-bit');
      rate = view.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      if (!rate) throw new Error('data before fmt');
      const samples = new Int16Array(size >> 1);
      for (let i = 0; i < samples.length; i += 1) samples[i] = view.readInt16LE(offset + 8 + i * 2);
      return resample(samples, rate, SAMPLE_RATE);
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Linear interpolation: plenty for a speech synthesiser's band-limited voice. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const length = Math.floor((samples.length * to) / from);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i += 1) {
    const position = (i * from) / to;
    const left = Math.floor(position);
    const right = Math.min(left + 1, samples.length - 1);
    const fraction = position - left;
    out[i] = Math.round(samples[left]! * (1 - fraction) + samples[right]! * fraction);
  }
  return out;
}
