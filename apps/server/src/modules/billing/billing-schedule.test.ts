import { describe, expect, it } from 'vitest';
import { upcomingMembershipCharges } from './billing-schedule';

const at = (iso: string) => new Date(iso);
const order = { paidAt: at('2026-01-14T10:00:00Z'), cancelledAt: null };

describe('the charges still to come on the billing page', () => {
  it('inside the window: all 12, the prorated one first', () => {
    const upcoming = upcomingMembershipCharges(order, at('2026-01-20T00:00:00Z'));
    expect(upcoming).toHaveLength(12);
    expect(upcoming[0]).toEqual({ kind: 'prorated', amountCents: 28_400, chargeOn: '2026-02-13T10:00:00.000Z' });
    expect(upcoming[1]).toEqual({ kind: 'monthly', amountCents: 49_700, chargeOn: '2026-03-01T00:00:00.000Z' });
  });

  it('after some payments: only those after now, a charge due right now counting as made', () => {
    expect(upcomingMembershipCharges(order, at('2026-05-20T00:00:00Z')).map((c) => c.chargeOn)).toEqual(
      ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01'].map(
        (month) => `${month}-01T00:00:00.000Z`,
      ),
    );
    expect(upcomingMembershipCharges(order, at('2027-01-01T00:00:00Z'))).toEqual([]);
    expect(upcomingMembershipCharges(order, at('2026-12-31T23:59:59Z'))).toHaveLength(1);
  });

  it('charges nothing more once cancelled', () => {
    expect(upcomingMembershipCharges({ ...order, cancelledAt: at('2026-01-16T00:00:00Z') }, at('2026-01-20Z'))).toEqual(
      [],
    );
  });
});
