import { Worker } from 'node:worker_threads';
import { LOCAL_AGENT_VOICES } from '@receptiva/shared';
import type { SpeakReply, SpeakRequest } from './espeak-worker';
import type { SpeechEngine } from './types';
import { wavToPcm16k } from './wav';

const TIMEOUT_MS = 15_000;

/** eSpeak NG voice names for the languages the demo agents speak; other codes are tried as they are. */
const VOICES: Record<string, string> = { en: 'en-us', es: 'es', pt: 'pt-br', zh: 'cmn' };

/**
 * In the build the worker is `dist/espeak-worker.js`. From the sources (dev, tests) it is TypeScript, loaded through
 * tsx's API: a worker does not inherit the main thread's loader, and `--import tsx` in its execArgv is not honoured.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./espeak-worker.js', import.meta.url));
  const worker = new URL('./espeak-worker.ts', import.meta.url).href;
  // tsx is a dev dependency of the repository, found from the working directory like any bare import.
  const bootstrap = `import('tsx/esm/api').then((api) => api.tsImport(${JSON.stringify(worker)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(bootstrap, { eval: true });
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
    async synthesize(text, language, variant) {
      const id = ++serial;
      const isVariant = (LOCAL_AGENT_VOICES as readonly unknown[]).includes(variant);
      const voice = `${VOICES[language] ?? language}${isVariant ? `+${variant}` : ''}`;
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
