import { WORK_QUEUE_FILTERS, WORK_QUEUE_TABS, type WorkQueueFilter, type WorkQueueTab } from '@receptiva/shared';

/** The queue's view, all of it in the URL (`?tab=tickets&filter=mine&page=2`). */
export interface WorkQueueView {
  tab: WorkQueueTab;
  filter: WorkQueueFilter;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Anything unknown falls back to the default: the demo bookings, everything, page 1. */
export function readWorkQueueView(params: URLSearchParams): WorkQueueView {
  const page = Number(params.get('page') ?? '1');
  return {
    tab: oneOf(WORK_QUEUE_TABS, params.get('tab')) ?? 'demo-bookings',
    filter: oneOf(WORK_QUEUE_FILTERS, params.get('filter')) ?? 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a view, without its defaults. */
export function workQueueSearch(view: WorkQueueView): string {
  const params = new URLSearchParams();
  if (view.tab !== 'demo-bookings') params.set('tab', view.tab);
  if (view.filter !== 'all') params.set('filter', view.filter);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
