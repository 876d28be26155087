import type { WorkQueueItem } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { workQueueKeys } from './work-queue-keys';

/** A change to one queue item: take it, release it, or move it to one of its `nextStatuses`. */
export type WorkItemChange = { assign: 'me' | null } | { status: string };

/**
 * Each kind of work keeps its own route (decision 037): the bookings', the onboarding tasks', the tickets' and the
 * orders' (the fulfilment step, which e-mails the customer). The queue only picks the one the item belongs to.
 */
async function send(item: WorkQueueItem, change: WorkItemChange, myId: string): Promise<unknown> {
  switch (item.kind) {
    case 'demo-bookings':
      return api.patch('/api/staff/demo-bookings/:bookingId', {
        param: { bookingId: item.id },
        json: 'assign' in change ? { assignee: change.assign } : { status: change.status as typeof item.status },
      });
    case 'onboarding-forms':
    case 'onboarding-calls':
    case 'new-members':
      return api.patch('/api/staff/onboarding-tasks/:taskId', {
        param: { taskId: item.id },
        json: 'assign' in change ? { assignee: change.assign } : { status: change.status as typeof item.status },
      });
    case 'tickets':
      return 'assign' in change
        ? api.put('/api/staff/tickets/:ticketId/assignee', {
            param: { ticketId: item.id },
            json: { assigneeId: change.assign === 'me' ? myId : null },
          })
        : api.post('/api/staff/tickets/:ticketId/status', {
            param: { ticketId: item.id },
            json: { status: change.status as typeof item.status },
          });
    case 'orders':
      return 'assign' in change
        ? api.put('/api/staff/orders/:orderId/assignee', {
            param: { orderId: item.id },
            json: { assignee: change.assign },
          })
        : api.post('/api/staff/orders/:orderId/status', {
            param: { orderId: item.id },
            json: { status: change.status as (typeof item.nextStatuses)[number], note: '', shareNote: false },
          });
  }
}

/** Changes one item and reads the queue again (its counts move too). */
export function useChangeWorkItem() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ item, change }: { item: WorkQueueItem; change: WorkItemChange }) =>
      send(item, change, user?.id ?? ''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
  });
}
