/** For `expect(page).toHaveURL(at('/dashboard'))`: the path (and query, when given) exactly, on any origin. */
export const at =
  (pathAndQuery: string) =>
  (url: URL): boolean =>
    `${url.pathname}${url.search}` === pathAndQuery;
