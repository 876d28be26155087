// A worker thread: eSpeak NG (WASM) blocks for 100–300 ms a sentence, which must not stall the event loop.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

export interface SpeakRequest {
  id: number;
  text: string;
  voice: string;
}
export type SpeakReply = { id: number; wav: Uint8Array } | { id: number; error: string };

/** The two WebAssembly calls used here (the server's TypeScript lib has no WebAssembly types). */
interface Wasm {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: Wasm };

const wasmPath = createRequire(import.meta.url)
  .resolve('espeak-ng')
  .replace(/\.js$/, '.wasm');
// Compiled once; each phrase gets a fresh instance (the build runs espeak's command line to completion).
const compiled = wasm.compile(readFileSync(wasmPath));
const OUTPUT = '/tmp/speech.wav';

async function speak({ text, voice }: SpeakRequest): Promise<Uint8Array> {
  const module = await compiled;
  const instance = await ESpeakNg({
    // Text that starts with "-" would read as an option.
    arguments: ['-w', OUTPUT, '-v', voice, '-s', '160', text.replace(/^[-\s]+/, '')],
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, done) => {
      void wasm.instantiate(module, imports).then(done);
      return {};
    },
  });
  return instance.FS.readFile(OUTPUT) as Uint8Array;
}

parentPort?.on('message', (request: SpeakRequest) => {
  speak(request).then(
    (wav) => parentPort?.postMessage({ id: request.id, wav } satisfies SpeakReply, [wav.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
