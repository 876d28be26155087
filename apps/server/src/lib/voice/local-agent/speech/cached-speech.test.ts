import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../../../../../test/logger';
import { withCacheAndFallback } from './cached-speech';
import { createEspeakEngine } from './espeak-engine';
import type { SpeechEngine } from './types';

describe('cached speech', () => {
  it('keeps a phrase per language and voice: an agent given another voice is not answered from the cache', async () => {
    const calls: Array<[string, string, string | null | undefined]> = [];
    const engine: SpeechEngine = {
      name: 'recording',
      synthesize: async (text, language, voice) => {
        calls.push([text, language, voice]);
        return new Int16Array([calls.length]);
      },
      close: async () => {},
    };
    const speech = withCacheAndFallback(engine, createCapturingLogger());
    await speech.synthesize('Hello', 'en', null);
    await speech.synthesize('Hello', 'en', null);
    await speech.synthesize('Hello', 'en', 'f3');
    expect(calls).toEqual([
      ['Hello', 'en', null],
      ['Hello', 'en', 'f3'],
    ]);
  });

  it('speaks with the agent’s eSpeak NG variant over the language’s voice, and ignores a voice it does not list', async () => {
    const espeak = createEspeakEngine();
    try {
      const own = await espeak.synthesize('Hello there', 'en', null);
      const female = await espeak.synthesize('Hello there', 'en', 'f3');
      const unknown = await espeak.synthesize('Hello there', 'en', 'robot');
      expect(own.length).toBeGreaterThan(1000);
      expect(female.length).not.toBe(own.length);
      expect(unknown.length).toBe(own.length);
    } finally {
      await espeak.close();
    }
  });
});
