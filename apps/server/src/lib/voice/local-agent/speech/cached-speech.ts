import type { Logger } from '../../../logger';
import { cueTone } from './cue-tone';
import type { SpeechEngine } from './types';

const MAX_ENTRIES = 300;

/**
 * Remembers synthesised phrases (greetings and facts repeat across calls) and falls back to the cue tone when the
 * engine fails, so a caller always hears something and still gets the text.
 */
export function withCacheAndFallback(engine: SpeechEngine, logger: Logger): SpeechEngine {
  const cache = new Map<string, Promise<Int16Array>>();
  let warned = false;

  return {
    name: engine.name,
    synthesize(text, language, voice) {
      const key = `${language}\u0000${voice ?? ''}\u0000${text}`;
      const hit = cache.get(key);
      if (hit) {
        // Refresh its place: the map's order is the eviction order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const made = engine.synthesize(text, language, voice).catch((error: unknown) => {
        cache.delete(key);
        if (!warned) logger.warn('speech engine failed: sending the cue tone', { engine: engine.name, error });
        warned = true;
        return cueTone();
      });
      cache.set(key, made);
      if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      return made;
    },
    close: () => engine.close(),
  };
}
