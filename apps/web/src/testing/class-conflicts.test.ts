import { describe, expect, it } from 'vitest';
import { findClassConflicts } from './class-conflicts';

describe('findClassConflicts', () => {
  it.each([
    ['px-4 px-6', 'px-4 / px-6'],
    ['hidden inline-flex', 'hidden / inline-flex'],
    ['bg-white bg-slate-50/60', 'bg-white / bg-slate-50/60'],
    ['text-sm text-base', 'text-sm / text-base'],
    ['text-slate-700 text-slate-600', 'text-slate-700 / text-slate-600'],
    ['rounded-md rounded-full', 'rounded-md / rounded-full'],
    ['w-full w-fit', 'w-full / w-fit'],
    ['h-10 h-12', 'h-10 / h-12'],
    ['gap-2 gap-3', 'gap-2 / gap-3'],
    ['justify-center justify-start', 'justify-center / justify-start'],
    ['shadow-sm shadow-lg', 'shadow-sm / shadow-lg'],
    ['ring-1 ring-2', 'ring-1 / ring-2'],
    ['md:p-2 md:p-4', 'md:p-2 / md:p-4'],
    ['hover:bg-slate-50 hover:bg-primary-50', 'hover:bg-slate-50 / hover:bg-primary-50'],
    // A longhand, then the shorthand meant to replace it: the longhand would still win.
    ['px-3 p-0', 'px-3 / p-0'],
    ['h-9 size-8', 'h-9 / size-8'],
    ['shrink-0 flex-1', 'shrink-0 / flex-1'],
  ])('finds the conflict in "%s"', (className, conflict) => {
    expect(findClassConflicts(className)).toEqual([conflict]);
  });

  it.each([
    'px-4 md:px-6',
    'hidden md:inline-flex',
    'text-sm text-white font-semibold',
    'border border-red-200',
    'shadow-sm shadow-slate-900/5',
    'ring-1 ring-slate-200',
    'p-4 pe-10',
    'p-6 pb-0 sm:p-8 sm:pb-0',
    'rounded-2xl rounded-ss-sm',
    'flex flex-col flex-1',
    '[&_svg]:size-4 size-10',
    'outline-none focus-visible:outline-2 focus-visible:outline-primary-600',
  ])('accepts "%s"', (className) => {
    expect(findClassConflicts(className)).toEqual([]);
  });
});
