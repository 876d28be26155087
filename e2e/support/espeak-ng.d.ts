// espeak-ng 1.0.2 (the server's offline speech engine) ships no types: the Emscripten factory as the e2e uses it.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
