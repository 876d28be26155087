/**
 * A small least-recently-used cache of render promises: concurrent requests for the same page share one render,
 * and a failed render is not kept.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly capacity: number) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const rendering = render();
    this.entries.set(key, rendering);
    rendering.catch(() => {
      if (this.entries.get(key) === rendering) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return rendering;
  }

  get size(): number {
    return this.entries.size;
  }
}
