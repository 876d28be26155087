/** Where the sign-up sits: a card on a light page (/blog), or a column of the dark site footer. */
export type NewsletterVariant = 'card' | 'footer';

interface VariantStyles {
  section: string;
  heading: string;
  text: string;
  /** Small print (the privacy note). */
  small: string;
  label: string;
  error: string;
  link: string;
}

const focusRing = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2';

export const NEWSLETTER_STYLES: Record<NewsletterVariant, VariantStyles> = {
  card: {
    section: 'grid gap-3 rounded-2xl border border-slate-200 bg-white p-6',
    heading: 'text-base font-semibold text-slate-900',
    text: 'text-sm text-slate-600',
    small: 'text-xs text-slate-600',
    label: 'text-sm font-medium text-slate-700',
    error: 'text-sm font-medium text-red-700',
    link: `font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 ${focusRing} focus-visible:outline-primary-600`,
  },
  footer: {
    section: 'grid content-start gap-4',
    heading: 'text-sm font-semibold text-white',
    text: 'text-sm leading-relaxed text-slate-400',
    small: 'text-xs leading-relaxed text-slate-400',
    label: 'text-sm font-medium text-slate-300',
    error: 'text-sm font-medium text-red-300',
    link: `font-medium text-slate-200 underline underline-offset-2 hover:text-white ${focusRing} focus-visible:outline-primary-300`,
  },
};
