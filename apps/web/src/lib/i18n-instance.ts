import i18next from 'i18next';

/**
 * The browser's i18next instance, created here without its catalogs' loader so that server code importing the
 * providers does not pull it in. The entry point initialises it (initI18n in main.tsx; the Vitest setup).
 */
export const i18n = i18next.createInstance();
