import type { OrderCheckoutCreated, OrderCheckoutInput } from '@receptiva/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Members only: the server prices the lines and answers the hosted checkout's `url`. */
export const createOrderCheckout = (input: OrderCheckoutInput) =>
  api.post<OrderCheckoutCreated>(paths.api.orderCheckout, input);
