import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Accessible name announced by screen readers. */
  label: string;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  className?: string;
}

export const Spinner = ({ label, showLabel = false, className }: SpinnerProps) => (
  <div role="status" aria-label={label} className={cn('inline-flex items-center gap-3 text-slate-600', className)}>
    <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary-600" />
    {showLabel ? <span aria-hidden="true">{label}</span> : null}
  </div>
);
