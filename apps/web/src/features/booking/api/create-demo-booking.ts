import type { DemoBookingCreated, DemoBookingInput } from '@receptiva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/demo-bookings` → 201 with the stored booking's id and time. */
export const createDemoBooking = (input: DemoBookingInput): Promise<DemoBookingCreated> =>
  api.post('/api/demo-bookings', { json: input });

export const useCreateDemoBooking = () => useMutation({ mutationFn: createDemoBooking });
