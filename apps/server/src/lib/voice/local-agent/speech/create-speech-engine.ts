import type { Logger } from '../../../logger';
import { withCacheAndFallback } from './cached-speech';
import { cueToneEngine } from './cue-tone';
import { createEspeakEngine } from './espeak-engine';
import type { SpeechEngine } from './types';

/** `VOICE_LOCAL_SPEECH`: `espeak` (default, offline speech) or `tone` (the cue tone only). */
export function createSpeechEngine(kind: 'espeak' | 'tone', logger: Logger): SpeechEngine {
  return withCacheAndFallback(kind === 'espeak' ? createEspeakEngine() : cueToneEngine, logger);
}
