import type { WorkQueueView } from '../utils/work-queue-view';

/** The queue's pages under one prefix, so a change refreshes every tab's counts. */
export const workQueueKeys = {
  all: ['staff-work-queue'] as const,
  view: (view: WorkQueueView) => ['staff-work-queue', view] as const,
};
