import { strToU8, type Zippable, zipSync } from 'fflate';

/** A zip of text files, each deflated and dated `modifiedAt` (the export's time). */
export function zipTextFiles(files: Record<string, string>, modifiedAt: Date): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(files)) entries[name] = [strToU8(text), { mtime: modifiedAt }];
  // fflate allocates a plain ArrayBuffer (never a shared one), which is what a response body takes.
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
