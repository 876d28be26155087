import { writeFileSync } from 'node:fs';
import ESpeakNg from 'espeak-ng';

const HEADER_BYTES = 44;

/** A mono 16-bit PCM WAV header for `dataBytes` of samples. */
function wavHeader(sampleRate: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Writes a WAV of `text` spoken by eSpeak NG (the server's offline speech engine), with silence before and after,
 * for Chromium's `--use-file-for-fake-audio-capture` (which plays it in a loop as the microphone).
 */
export async function writeSpokenWav(
  file: string,
  text: string,
  { silenceBeforeSeconds, silenceAfterSeconds }: { silenceBeforeSeconds: number; silenceAfterSeconds: number },
): Promise<void> {
  const output = '/tmp/e2e-speech.wav';
  const engine = await ESpeakNg({
    arguments: ['-w', output, '-v', 'en-us', '-s', '150', text],
    print() {},
    printErr() {},
  });
  const spoken = Buffer.from(engine.FS.readFile(output));
  const sampleRate = spoken.readUInt32LE(24);
  const speech = spoken.subarray(HEADER_BYTES);
  const before = Buffer.alloc(Math.round(silenceBeforeSeconds * sampleRate) * 2);
  const after = Buffer.alloc(Math.round(silenceAfterSeconds * sampleRate) * 2);
  const samples = Buffer.concat([before, speech, after]);
  writeFileSync(file, Buffer.concat([wavHeader(sampleRate, samples.length), samples]));
}
