/** The cells of the team tables (the owner's list and the read-only team view), so both read alike. */
export const headerCell =
  'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
export const cell = 'px-3 py-3 align-top text-sm text-slate-800';
export const rowHeaderCell = 'px-3 py-3 align-top text-start text-sm font-semibold text-slate-900';
