import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from './admin-orders-keys';

/** A paid marketplace order with its lines, timeline and next steps (`/api/staff/orders/{id}`, staff and admins). */
export const useStaffOrder = (orderId: string) =>
  useQuery({
    queryKey: adminOrderKeys.fulfilment(orderId),
    queryFn: ({ signal }) => api.get('/api/staff/orders/:orderId', { param: { orderId } }, { signal }),
    retry: false,
  });
