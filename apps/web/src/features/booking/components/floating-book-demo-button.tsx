import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

/** The id the button scrolls to: inside the home page's booking section. */
export const BOOK_DEMO_ANCHOR = 'book-demo';

/**
 * Spec §2: fixed at the bottom inline-end corner of every page. On / it scrolls to the booking section; elsewhere it
 * navigates to / and scrolls there 100 ms later (smoothly unless the visitor prefers reduced motion).
 */
export const FloatingBookDemoButton = () => {
  const { t } = useTranslation('booking');
  const goToSection = useScrollToSection();
  return (
    <button
      type="button"
      onClick={() => goToSection(BOOK_DEMO_ANCHOR)}
      className="fixed end-4 bottom-4 z-40 inline-flex print:hidden size-14 cursor-pointer items-center justify-center gap-2 rounded-full bg-primary-600 font-semibold text-white shadow-lg shadow-primary-900/25 ring-4 ring-white/70 transition hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 active:bg-primary-800 motion-safe:hover:-translate-y-0.5 sm:end-6 sm:bottom-6 sm:h-12 sm:w-auto sm:px-5"
    >
      <CalendarCheck aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('floatingButton')}</span>
    </button>
  );
};
