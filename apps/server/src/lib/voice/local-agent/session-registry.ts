/** The calls this process is running, capped: each call holds a speech pipeline and timers. */
export class SessionRegistry<T extends { shutdown(): void }> {
  private readonly sessions = new Set<T>();
  private reserved = 0;
  private emptied: (() => void)[] = [];

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.sessions.size + this.reserved;
  }

  get isFull(): boolean {
    return this.size >= this.capacity;
  }

  /** Holds a place while the upgrade is checked; `release` it on failure or `add` the session that took it. */
  tryReserve(): boolean {
    if (this.isFull) return false;
    this.reserved += 1;
    return true;
  }

  release(): void {
    this.reserved = Math.max(0, this.reserved - 1);
  }

  add(session: T): void {
    this.release();
    this.sessions.add(session);
  }

  remove(session: T): void {
    this.sessions.delete(session);
    if (this.sessions.size > 0) return;
    for (const resolve of this.emptied.splice(0)) resolve();
  }

  /** Server shutdown: every call says goodbye and ends; resolves once none is left. */
  shutdownAll(): Promise<void> {
    const done =
      this.sessions.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.emptied.push(resolve));
    for (const session of [...this.sessions]) session.shutdown();
    return done;
  }
}
