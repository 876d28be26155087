/** Text → speech as 16 kHz PCM16 mono samples. */
export interface SpeechEngine {
  readonly name: string;
  /** `voice`: one of `LOCAL_AGENT_VOICES` (an eSpeak NG variant), or null for the language's own voice. */
  synthesize(text: string, language: string, voice?: string | null): Promise<Int16Array>;
  close(): Promise<void>;
}
