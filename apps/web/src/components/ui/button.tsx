import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Focus ring colour and disabled fade, shared by every variant but `unstyled`. */
const states = 'focus-visible:outline-primary-600 disabled:opacity-60';

/** A variant is the whole look: fill, border, text colour, shadow, focus ring colour and disabled fade. */
const variants = {
  default: `bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800 ${states}`,
  /** The page's main call to action, with a coloured glow. */
  prominent: `bg-primary-600 text-white shadow-lg shadow-primary-600/25 hover:bg-primary-700 active:bg-primary-800 ${states}`,
  secondary: `bg-primary-50 text-primary-700 hover:bg-primary-100 ${states}`,
  outline: `border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 ${states}`,
  ghost: `text-slate-700 hover:bg-slate-100 ${states}`,
  /** A quieter ghost, for actions that should not draw the eye (sign out). */
  ghostMuted: `text-slate-600 hover:bg-slate-100 ${states}`,
  link: `text-primary-700 underline-offset-4 hover:underline ${states}`,
  destructive: `bg-red-600 text-white shadow-sm hover:bg-red-700 ${states}`,
  /** White on a primary-coloured band. */
  onBrand: `bg-white text-primary-700 shadow-sm hover:bg-primary-50 active:bg-primary-100 ${states}`,
  /** White and flat on a primary-coloured band; the transparent border keeps the outline button's width. */
  onBrandFlat: `border border-transparent bg-white text-primary-700 hover:bg-primary-50 ${states}`,
  /** See-through with a faint white border, beside an `onBrand` button. */
  onBrandOutline: `border border-white/30 bg-transparent text-white hover:bg-white/10 ${states}`,
  /** No look of its own: the caller's `className` gives all of it (colours, shadow, focus ring colour, disabled fade). */
  unstyled: '',
} as const;

/** A size is a box (height or square size, inline padding) and a text size. */
const sizes = {
  default: { box: 'h-10 px-4', text: 'text-sm' },
  sm: { box: 'h-9 px-3', text: 'text-sm' },
  /** Small text in a 44px touch target (the phone drawer). */
  smTouch: { box: 'h-11 px-3', text: 'text-sm' },
  lg: { box: 'h-12 px-6', text: 'text-base' },
  /** Large text at a form field's height, to line up with an input. */
  lgField: { box: 'h-11 px-6', text: 'text-base' },
  icon: { box: 'size-10', text: 'text-sm' },
  iconSm: { box: 'size-9', text: 'text-sm' },
  iconXs: { box: 'size-8', text: 'text-sm' },
} as const;

export type ButtonVariant = keyof typeof variants;

interface ButtonLayout {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Where the icon and label sit: centred, or at the inline start (full-width menu entries). */
  align?: 'center' | 'start';
  /** Take a share of the row's free space (`flex-1`) instead of keeping its own width. */
  grow?: boolean;
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonLayout & {
    /** Render the child element (a link) with button styles. */
    asChild?: boolean;
  };

/** The button look for links and other elements; `className` must not repeat a utility the options set. */
export const buttonClasses = ({
  variant = 'default',
  size = 'default',
  align = 'center',
  grow = false,
  className,
}: ButtonLayout & { className?: string } = {}): string =>
  cn(
    'inline-flex cursor-pointer items-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    align === 'start' ? 'justify-start' : 'justify-center',
    grow ? 'flex-1' : 'shrink-0',
    // A link-looking button has no box of its own, only its size's text size.
    variant === 'link' ? 'h-auto px-0' : sizes[size].box,
    sizes[size].text,
    variants[variant],
    className,
  );

export const Button = ({ className, variant, size, align, grow, asChild = false, type, ...props }: ButtonProps) => {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClasses({ variant, size, align, grow, className })}
      {...props}
    />
  );
};
