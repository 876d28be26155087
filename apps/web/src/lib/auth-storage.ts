/** Spec §4: every stored auth key (better-auth, legacy `sb-*` tokens, anything holding an auth token). */
export const isAuthStorageKey = (key: string): boolean =>
  key.startsWith('better-auth') || key.startsWith('sb-') || key.includes('auth-token');

const clearFrom = (storage: Storage): void => {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && isAuthStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
};

/** Removes stored auth keys from local and session storage; other keys (the language choice) stay. */
export function clearStoredAuthKeys(): void {
  for (const getStorage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      clearFrom(getStorage());
    } catch {
      // Storage can be unavailable (privacy mode); there is nothing to clear then.
    }
  }
}
