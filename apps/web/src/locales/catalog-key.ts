/**
 * Catalogs come from two folders: the web's own `locales/<lng>/<ns>.json` and packages/shared's
 * `locales/<lng>/business-types.json`, which the server reads too. Each `import.meta.glob` names its files by path;
 * this merges the globs' maps, keyed `<lng>/<ns>` whichever folder a file is in.
 */
export const byCatalogKey = <T>(...globs: Record<string, T>[]): Record<string, T> =>
  Object.fromEntries(
    globs.flatMap((files) =>
      Object.entries(files).map(([file, value]) => [file.replace(/^.*\/([^/]+)\/([^/]+)\.json$/, '$1/$2'), value]),
    ),
  );
