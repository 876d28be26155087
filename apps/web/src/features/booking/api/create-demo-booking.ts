import type { DemoBookingCreated, DemoBookingInput } from '@receptiva/shared';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** `POST /api/demo-bookings` → 201 with the stored booking's id and time. */
export const createDemoBooking = (input: DemoBookingInput): Promise<DemoBookingCreated> =>
  api.post<DemoBookingCreated>(paths.api.demoBookings, input);

export const useCreateDemoBooking = () => useMutation({ mutationFn: createDemoBooking });
