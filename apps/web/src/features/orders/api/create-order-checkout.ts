import type { OrderCheckoutInput } from '@receptiva/shared';
import { api } from '@/lib/api-client';

/** Members only: the server prices the lines and answers the hosted checkout's `url`. */
export const createOrderCheckout = (input: OrderCheckoutInput) => api.post('/api/orders/checkout', { json: input });
