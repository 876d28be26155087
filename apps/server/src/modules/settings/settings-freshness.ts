/**
 * A counter bumped by every settings change in this process. Caches of settings (the server-rendered pages') key
 * their entry by it, so a change shows on the next page load here; other processes catch up within their TTL.
 */
let version = 0;

export const settingsVersion = (): number => version;

export const markSettingsChanged = (): void => {
  version += 1;
};
