/**
 * Catalogs come from two folders: the web's own `locales/<lng>/<ns>.json` and packages/shared's
 * `locales/<lng>/business-types.json`, which the server reads too. Each `import.meta.glob` names its files by path;
 * this keys them `<lng>/<ns>` instead, whichever folder they are in.
 */
export const byCatalogKey = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(files).map(([file, value]) => [file.replace(/^.*\/([^/]+)\/([^/]+)\.json$/, '$1/$2'), value]),
  );
