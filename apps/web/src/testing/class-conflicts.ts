/**
 * Finds Tailwind utilities on one element that fight each other, now that `cn` only joins class names (lib/cn.ts).
 * Two utilities of one group under the same variants (`px-4 px-6`, `hidden inline-flex`, `md:p-2 md:p-4`) conflict:
 * which one wins depends on the stylesheet's order, not the class list's. So does a longhand followed by its
 * shorthand (`px-3 … p-0`, `h-9 … size-8`, `shrink-0 … flex-1`): Tailwind always lets the longhand win, which is not
 * what an override written after it means. A shorthand refined by a later longhand (`p-4 pe-10`) is fine.
 * The groups are a curated list of the utilities this app uses, not all of Tailwind.
 */

const COLOR = String.raw`(?:white|black|transparent|current|inherit|[a-z]+-\d{2,3})(?:\/\d+)?`;

const GROUPS: [group: string, pattern: RegExp][] = [
  ['display', /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/],
  ...['p', 'px', 'py', 'ps', 'pe', 'pt', 'pb', 'pl', 'pr', 'm', 'mx', 'my', 'ms', 'me', 'mt', 'mb', 'ml', 'mr'].map(
    (prefix): [string, RegExp] => [prefix, new RegExp(`^${prefix}-`)],
  ),
  ['gap', /^gap-(?![xy]-)/],
  ['gap-x', /^gap-x-/],
  ['gap-y', /^gap-y-/],
  ['size', /^size-/],
  ['w', /^w-/],
  ['h', /^h-/],
  ['min-w', /^min-w-/],
  ['max-w', /^max-w-/],
  ['min-h', /^min-h-/],
  ['max-h', /^max-h-/],
  ['rounded', /^rounded(?:-(?:none|xs|sm|md|lg|xl|[2-4]xl|full|\[.+\]))?$/],
  ['rounded-corner', /^rounded-(?:s|e|t|b|l|r|ss|se|es|ee|tl|tr|bl|br)(?:-|$)/],
  ['bg-color', new RegExp(`^bg-${COLOR}$`)],
  ['text-size', /^text-(?:xs|sm|base|lg|xl|[2-9]xl)$/],
  ['text-color', new RegExp(`^text-${COLOR}$`)],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['justify-content', /^justify-(?:start|end|center|between|around|evenly|stretch|normal)$/],
  ['align-items', /^items-(?:start|end|center|baseline|stretch)$/],
  ['flex', /^flex-(?:1|auto|initial|none)$/],
  ['shrink', /^shrink(?:-\d+)?$/],
  ['grow', /^grow(?:-\d+)?$/],
  ['shadow', /^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/],
  ['shadow-color', new RegExp(`^shadow-${COLOR}$`)],
  ['ring', /^ring(?:-\d+)?$/],
  ['ring-color', new RegExp(`^ring-${COLOR}$`)],
  ['border', /^border(?:-\d+)?$/],
  ['border-color', new RegExp(`^border-${COLOR}$`)],
  ['outline-color', new RegExp(`^outline-${COLOR}$`)],
  ['opacity', /^opacity-\d+$/],
];

/** Each shorthand and the longhands it sets. */
const LONGHANDS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pb', 'pl', 'pr'],
  px: ['ps', 'pe', 'pl', 'pr'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mb', 'ml', 'mr'],
  mx: ['ms', 'me', 'ml', 'mr'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  rounded: ['rounded-corner'],
  flex: ['shrink', 'grow'],
};

interface ParsedClass {
  name: string;
  variants: string;
  group: string;
}

/** `md:hover:-mt-2!` → variants `md:hover:`, utility `mt-2`. */
const parse = (name: string): ParsedClass | null => {
  let depth = 0;
  let split = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '[') depth++;
    else if (name[i] === ']') depth--;
    else if (name[i] === ':' && depth === 0) split = i + 1;
  }
  const utility = name.slice(split).replace(/^!|!$/g, '').replace(/^-/, '');
  const group = GROUPS.find(([, pattern]) => pattern.test(utility))?.[0];
  return group ? { name, variants: name.slice(0, split), group } : null;
};

/** Describes each conflict in `className` ("px-4 / px-6"); empty when there is none. */
export const findClassConflicts = (className: string): string[] => {
  const parsed = className
    .split(/\s+/)
    .filter(Boolean)
    .map(parse)
    .filter((item): item is ParsedClass => item !== null);
  const conflicts: string[] = [];
  parsed.forEach((later, index) => {
    for (const earlier of parsed.slice(0, index)) {
      if (earlier.variants !== later.variants || earlier.name === later.name) continue;
      const isSameGroup = earlier.group === later.group;
      const isOverriddenLonghand = LONGHANDS[later.group]?.includes(earlier.group) ?? false;
      if (isSameGroup || isOverriddenLonghand) conflicts.push(`${earlier.name} / ${later.name}`);
    }
  });
  return conflicts;
};

/** The conflicts of every element under `root` (itself included), keyed by the element's class list. */
export const findConflictsIn = (root: Element): Record<string, string[]> => {
  const found: Record<string, string[]> = {};
  for (const element of [root, ...root.querySelectorAll('[class]')]) {
    const className = element.getAttribute('class') ?? '';
    const conflicts = findClassConflicts(className);
    if (conflicts.length > 0) found[className] = conflicts;
  }
  return found;
};
