export const openConsentPreferences = (): void => {};
