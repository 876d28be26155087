import { cn } from '@/lib/cn';

/** Flags are files of the build (small SVGs), fetched when shown: never from a third-party CDN. */
const flagUrls = import.meta.glob<string>('../../assets/flags/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const urlFor = (country: string): string | undefined => flagUrls[`../../assets/flags/${country}.svg`];

interface FlagIconProps {
  /** ISO 3166 alpha-2 code, lower case (the `flag` of a site language). */
  country: string;
  className?: string;
}

/** A decorative flag; the language name next to it carries the meaning. */
export const FlagIcon = ({ country, className }: FlagIconProps) => {
  const src = urlFor(country);
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={20}
      height={14}
      className={cn('h-3.5 w-5 shrink-0 rounded-[3px] object-cover ring-1 ring-slate-900/10', className)}
    />
  );
};
