import { z } from 'zod';

export const cancelMembershipSchema = z.object({ locale: z.string().max(35).optional() }).strict();
export type CancelMembershipInput = z.input<typeof cancelMembershipSchema>;
