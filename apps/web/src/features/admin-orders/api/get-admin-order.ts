import type { RefundSubject } from '@receptiva/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { adminOrderKeys } from './admin-orders-keys';

/** Never paid: the refund preview answers 409, and there is nothing to refund. */
const previewOrNull = async (kind: RefundSubject, orderId: string, signal: AbortSignal) => {
  try {
    return await api.get('/api/admin/refunds/:kind/:orderId', { param: { kind, orderId } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
};

/**
 * An order as its admin page shows it: the row, for a marketplace order its lines and timeline (the staff route),
 * and its payment and refunds with the guarantee rule (the refund preview).
 */
export const useAdminOrder = (kind: RefundSubject, orderId: string) =>
  useQuery({
    queryKey: adminOrderKeys.order(kind, orderId),
    queryFn: async ({ signal }) => {
      const param = { kind, orderId };
      const [row, fulfilment, refunds] = await Promise.all([
        api.get('/api/admin/orders/:kind/:orderId', { param }, { signal }),
        kind === 'order'
          ? api.get('/api/staff/orders/:orderId', { param: { orderId } }, { signal }).catch(() => null)
          : null,
        previewOrNull(kind, orderId, signal),
      ]);
      return { row, fulfilment, refunds };
    },
  });

export type AdminOrderDetailData = NonNullable<ReturnType<typeof useAdminOrder>['data']>;
