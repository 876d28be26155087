/** 16-bit little-endian mono PCM at 16 kHz, the only format the local agent speaks and hears (`pcm_16000`). */
export const SAMPLE_RATE = 16_000;

/** Base64 audio → samples; odd trailing bytes are dropped, garbage decodes to whatever bytes it yields. */
export function decodePcm(base64: string): Int16Array {
  const bytes = Buffer.from(base64, 'base64');
  const samples = new Int16Array(bytes.length >> 1);
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
  return samples;
}

export function encodePcm(samples: Int16Array): string {
  const bytes = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) bytes.writeInt16LE(samples[i]!, i * 2);
  return bytes.toString('base64');
}

export const durationMs = (samples: Int16Array) => (samples.length / SAMPLE_RATE) * 1000;
