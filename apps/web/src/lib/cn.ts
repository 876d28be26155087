import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays) with clsx; it does not resolve Tailwind conflicts. A component
 * that takes a `className` must not receive a utility that fights one of its own (`px-4` and `px-6`, `hidden` and
 * `inline-flex`): give the component an option (a variant, a size) instead. `class-conflicts.test.tsx` guards this.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
