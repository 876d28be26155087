import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice. Necessary cookies are always on; `marketing` gates the pixel, the affiliate script
 * and the chat widget. Stored in localStorage under a versioned record: bumping the version asks everyone again.
 */
export interface ConsentChoice {
  marketing: boolean;
  /** ISO time of the decision. */
  decidedAt: string;
}

export interface ConsentState {
  /** null until the visitor chooses (the banner shows). */
  choice: ConsentChoice | null;
  /** True while the preferences are reopened from the footer's 'Cookie settings'. */
  preferencesOpen: boolean;
}

export const CONSENT_STORAGE_KEY = 'receptiva.consent';
export const CONSENT_VERSION = 1;

interface StoredConsent extends ConsentChoice {
  version: number;
}

const listeners = new Set<() => void>();
/** Used when localStorage is unavailable (blocked storage, private modes): the choice lasts for this page. */
let memoryRecord: string | null = null;
let preferencesOpen = false;
let snapshot: ConsentState = { choice: null, preferencesOpen: false };
let snapshotKey: string | undefined;

const readRecord = (): string | null => {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? memoryRecord;
  } catch {
    return memoryRecord;
  }
};

const parseRecord = (raw: string | null): ConsentChoice | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (value?.version !== CONSENT_VERSION || typeof value.marketing !== 'boolean') return null;
    return { marketing: value.marketing, decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : '' };
  } catch {
    return null;
  }
};

const notify = () => {
  for (const listener of listeners) listener();
};

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === CONSENT_STORAGE_KEY) notify();
};

export const consentStore = {
  /** Stable between changes, as useSyncExternalStore requires. */
  getSnapshot(): ConsentState {
    const raw = readRecord();
    const key = `${preferencesOpen}|${raw}`;
    if (key !== snapshotKey) {
      snapshotKey = key;
      snapshot = { choice: parseRecord(raw), preferencesOpen };
    }
    return snapshot;
  },
  /** Also follows the choice made in another tab. */
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

export const getConsent = (): ConsentChoice | null => consentStore.getSnapshot().choice;
export const hasMarketingConsent = (): boolean => getConsent()?.marketing === true;

/** Records the visitor's choice and closes the preferences. */
export function saveConsent({ marketing }: { marketing: boolean }): void {
  const record: StoredConsent = { version: CONSENT_VERSION, marketing, decidedAt: new Date().toISOString() };
  const raw = JSON.stringify(record);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    memoryRecord = null;
  } catch {
    memoryRecord = raw; // storage blocked: the choice lasts for this page
  }
  preferencesOpen = false;
  notify();
}

/** Reopens the consent banner with its preferences (the footer's 'Cookie settings' button). */
export function openConsentPreferences(): void {
  preferencesOpen = true;
  notify();
}

export function closeConsentPreferences(): void {
  if (!preferencesOpen) return;
  preferencesOpen = false;
  notify();
}

/** Forgets the choice (tests, and a future "reset" control). */
export function clearConsent(): void {
  memoryRecord = null;
  preferencesOpen = false;
  try {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

const serverSnapshot: ConsentState = { choice: null, preferencesOpen: false };

export const useConsent = (): ConsentState =>
  useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, () => serverSnapshot);
