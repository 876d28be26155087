import type { DemoBookingCreated } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { demoBookings } from '../../db/schema';
import { renderBookingConfirmation, renderBookingNotice } from '../../lib/mailer/booking-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { getPublicSettings, getStaffNotificationEmail } from '../settings/settings.service';
import type { DemoBookingValues } from './demo-booking-input';

/**
 * Stores the booking and queues both e-mails (visitor confirmation, staff notice) in one transaction: either the
 * booking exists with its mail on the way, or nothing was written. The caller kicks the mail worker after commit.
 */
export async function createDemoBooking(
  db: Db,
  params: { input: DemoBookingValues; affiliateId: string | null },
): Promise<DemoBookingCreated> {
  const settings = await getPublicSettings(db);
  const staffEmail = await getStaffNotificationEmail(db);
  const { input, affiliateId } = params;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoBookings)
      .values({ ...input, affiliateId })
      .returning({ id: demoBookings.id, preferredAt: demoBookings.preferredAt });
    const booking = { ...input, id: row!.id, affiliateId };
    const queue = drizzleOutboxWriter(tx);
    await queue(renderBookingConfirmation(booking, { brand: settings.brandName, supportPhone: settings.supportPhone }));
    await queue(renderBookingNotice(booking, { brand: settings.brandName, to: staffEmail }));
    return { id: row!.id, preferredAt: row!.preferredAt.toISOString() };
  });
}
