import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isPlainClick, useScrollToSection } from '@/hooks/use-scroll-to-section';

type SectionLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** The id of a home-page section (features, bookdemo…). */
  section: string;
  /** Closes the popover or drawer holding the link; the scroll then waits until it has closed and let go of focus. */
  onNavigate?: () => void;
};

/** A real link to `/#section` (it works before the app is interactive, and in a new tab) that scrolls in the app. */
export const SectionLink = ({ section, onNavigate, onClick, ...props }: SectionLinkProps) => {
  const goToSection = useScrollToSection();
  return (
    <Link
      to={{ pathname: paths.home.path, hash: section }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        if (!onNavigate) return goToSection(section);
        onNavigate();
        window.setTimeout(() => goToSection(section), 0);
      }}
      {...props}
    />
  );
};
