import type { OrderFulfilmentChange, RefundInput, RefundSubject } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from './admin-orders-keys';

/** After a change the order's page and every list view are read again. */
function useRefresh(kind: RefundSubject, orderId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.order(kind, orderId) });
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.fulfilment(orderId) });
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
  };
}

/** `POST /api/admin/refunds/{kind}/{orderId}`: all that is left, or part of it. */
export function useRefundOrder(kind: RefundSubject, orderId: string) {
  const onSuccess = useRefresh(kind, orderId);
  return useMutation({
    mutationFn: (input: RefundInput) =>
      api.post('/api/admin/refunds/:kind/:orderId', { param: { kind, orderId }, json: input }),
    onSuccess,
  });
}

/** `POST /api/staff/orders/{orderId}/status`: the marketplace order's next fulfilment step. */
export function useChangeFulfilment(orderId: string) {
  const onSuccess = useRefresh('order', orderId);
  return useMutation({
    mutationFn: (change: OrderFulfilmentChange) =>
      api.post('/api/staff/orders/:orderId/status', { param: { orderId }, json: change }),
    onSuccess,
  });
}
