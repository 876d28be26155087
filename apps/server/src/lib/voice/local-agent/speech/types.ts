/** Text → speech as 16 kHz PCM16 mono samples. */
export interface SpeechEngine {
  readonly name: string;
  synthesize(text: string, language: string): Promise<Int16Array>;
  close(): Promise<void>;
}
