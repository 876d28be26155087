import { type ComponentType, createContext } from 'react';

/**
 * What the site footer shows beside its links: the newsletter sign-up. components/ may not import a feature, so the
 * app provides it (the root layout); without a provider the footer shows its links only.
 */
export const FooterSignupContext = createContext<ComponentType | null>(null);
