import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFadeIn } from '../hooks/use-fade-in';

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/** Fades its section in on scroll (spec §2); a plain wrapper under reduced motion or without an observer. */
export const Reveal = ({ children, className }: RevealProps) => {
  const { ref, state } = useFadeIn<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-reveal={state}
      className={cn(
        'motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out',
        'motion-safe:data-[reveal=waiting]:translate-y-8 motion-safe:data-[reveal=waiting]:opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
};
