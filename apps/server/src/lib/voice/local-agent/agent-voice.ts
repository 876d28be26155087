import { durationMs, encodePcm, SAMPLE_RATE } from './pcm';

const CHUNK_MS = 100;
const CHUNK = (SAMPLE_RATE * CHUNK_MS) / 1000;
/** Audio sent ahead of the playback position: enough to ride out network jitter, little enough to stop quickly. */
const LEAD_MS = 500;

/**
 * Streams one reply's speech at playback pace, so that an interruption still has audio left to withhold, and
 * knows whether the caller is (probably) still hearing the agent.
 */
export class AgentVoice {
  private timer: NodeJS.Timeout | undefined;
  private playbackEndsAt = 0;
  private cancelCurrent: (() => void) | undefined;

  constructor(private readonly sendChunk: (base64: string) => void) {}

  /** True while audio is being sent or the caller's player has not reached its end yet. */
  get isSpeaking(): boolean {
    return this.cancelCurrent !== undefined || Date.now() < this.playbackEndsAt;
  }

  /** Milliseconds until the caller has heard everything sent so far. */
  get remainingMs(): number {
    return Math.max(0, this.playbackEndsAt - Date.now());
  }

  /** Resolves true once every chunk is sent, false if `stop` cut it short. */
  play(samples: Int16Array): Promise<boolean> {
    this.stop();
    const started = Date.now();
    this.playbackEndsAt = started + durationMs(samples);
    return new Promise((resolve) => {
      let index = 0;
      const finish = (completed: boolean) => {
        clearTimeout(this.timer);
        this.cancelCurrent = undefined;
        resolve(completed);
      };
      const next = () => {
        while (index * CHUNK < samples.length && Date.now() >= started + index * CHUNK_MS - LEAD_MS) {
          this.sendChunk(encodePcm(samples.subarray(index * CHUNK, (index + 1) * CHUNK)));
          index += 1;
        }
        if (index * CHUNK >= samples.length) return finish(true);
        this.timer = setTimeout(next, started + index * CHUNK_MS - LEAD_MS - Date.now());
      };
      this.cancelCurrent = () => finish(false);
      next();
    });
  }

  /** Sends nothing more of the current reply; the caller's player is told separately (an `interruption`). */
  stop(): void {
    this.cancelCurrent?.();
    this.playbackEndsAt = 0;
  }
}
