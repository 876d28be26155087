// espeak-ng 1.0.2 ships no types: the Emscripten module factory, as far as the speech worker and the e2e WAV
// writer (e2e/support/spoken-wav.ts, which includes this file) use it.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (imports: object, done: (instance: object) => void) => object;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
