import { Worker } from 'node:worker_threads';
import type { SpeakReply, SpeakRequest } from './espeak-worker';
import type { SpeechEngine } from './types';
import { wavToPcm16k } from './wav';

const TIMEOUT_MS = 15_000;

/** eSpeak NG voice names for the languages the demo agents speak; other codes are tried as they are. */
const VOICES: Record<string, string> = { en: 'en-us', es: 'es', pt: 'pt-br', zh: 'cmn' };

/** From the sources the worker is TypeScript (run through tsx); in the build it is `dist/espeak-worker.js`. */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './espeak-worker.ts' : './espeak-worker.js', import.meta.url);
  return new Worker(file, fromSource ? { execArgv: ['--import', 'tsx'] } : {});
}

/** eSpeak NG compiled to WASM (npm `espeak-ng`, GPL-3.0-or-later), in one worker thread, one phrase at a time. */
export function createEspeakEngine(): SpeechEngine {
  let worker: Worker | null = null;
  let serial = 0;
  const pending = new Map<number, { resolve(wav: Uint8Array): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    worker = null;
  };
  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.unref();
    started.on('message', (reply: SpeakReply) => {
      const entry = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) entry?.reject(new Error(reply.error));
      else entry?.resolve(reply.wav);
    });
    started.on('error', failAll);
    started.on('exit', (code) => failAll(new Error(`speech worker exited with code ${code}`)));
    worker = started;
    return started;
  };

  return {
    name: 'espeak',
    async synthesize(text, language) {
      const id = ++serial;
      const voice = VOICES[language] ?? language;
      const wav = await new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error('speech synthesis timed out'));
        }, TIMEOUT_MS);
        pending.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        ensureWorker().postMessage({ id, text, voice } satisfies SpeakRequest);
      });
      return wavToPcm16k(wav);
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
