import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** The form is being sent: the button is disabled, busy, shows a spinner and `pendingLabel`. */
  isPending: boolean;
  /** Already translated ("Signing in..."). */
  pendingLabel: string;
  /** Shown before the label while idle (aria-hidden); the spinner takes its place while pending. */
  icon?: ReactNode;
};

/** A form's submit button, with its pending state. */
export const SubmitButton = ({ isPending, pendingLabel, icon, disabled, children, ...props }: SubmitButtonProps) => (
  <Button type="submit" disabled={isPending || disabled} aria-busy={isPending || undefined} {...props}>
    {isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : icon}
    {isPending ? pendingLabel : children}
  </Button>
);
