import { type BillingOverview as Billing, formatUsd } from '@receptiva/shared';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { i18n } from '@/lib/i18n';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { BillingOverview } from './billing-overview';

const LATER_MONTHS = [
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const monthlyOn = (month: string) => ({
  kind: 'monthly' as const,
  amountCents: 49_700,
  chargeOn: `${month}-01T00:00:00.000Z`,
});
const PRORATED = { kind: 'prorated' as const, amountCents: 26_625, chargeOn: '2026-02-14T12:00:00.000Z' };
/** The server's schedule for a payment on January 15, 2026 at noon: 12 monthly payments. */
const SCHEDULE = [PRORATED, ...[...LATER_MONTHS, '2026-12', '2027-01'].map(monthlyOn)];

const billing = (overrides: Partial<Billing> = {}): Billing => ({
  status: 'active',
  isMember: true,
  planName: 'Annual Membership',
  provider: 'test',
  setupFeePaidCents: 100_000,
  paidAt: '2026-01-15T12:00:00.000Z',
  monthlyCents: 49_700,
  nextCharge: PRORATED,
  upcomingCharges: SCHEDULE,
  monthlyPaymentsTotal: 12,
  commitmentEndsAt: '2027-01-15T12:00:00.000Z',
  cancellationWindowEndsAt: '2026-02-14T12:00:00.000Z',
  canCancel: true,
  cancelledAt: null,
  graceEndsAt: null,
  receipts: [
    {
      orderId: 'order-1',
      description: 'Annual Membership',
      amountCents: 100_000,
      currency: 'usd',
      paidAt: '2026-01-15T12:00:00.000Z',
    },
  ],
  portalAvailable: false,
  ...overrides,
});

function show(answer: Billing, routes: NonNullable<Parameters<typeof mockApi>[0]>['routes'] = {}) {
  const api = mockApi({
    me: makeMe({ isMember: answer.isMember }),
    routes: { 'GET /api/billing': () => jsonResponse(answer), ...routes },
  });
  const view = renderRoutes([{ path: '/', element: <BillingOverview /> }]);
  return { ...view, api };
}

describe('BillingOverview', () => {
  it('offers a non-member the membership page', async () => {
    show(
      billing({
        status: 'none',
        isMember: false,
        planName: null,
        receipts: [],
        canCancel: false,
        nextCharge: null,
        upcomingCharges: [],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'You are not a member yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it('shows the plan figures and the receipt in US dollars from cents', async () => {
    show(billing());
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Active');
    expect(screen.getAllByText('$1,000.00')).toHaveLength(2);
    expect(screen.getAllByText('$497.00')).toHaveLength(12); // the monthly price and 11 scheduled payments
    expect(screen.getByText('$266.25 on February 14, 2026 (prorated for the rest of that month)')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2027')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Annual Membership: setup fee' })).toBeInTheDocument();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
  });

  it('lists every payment still to come: the prorated one when the window ends, then $497 on each 1st', async () => {
    show(billing());
    const table = (await screen.findByRole('heading', { name: 'Payment schedule' })).closest('div')!.parentElement!;
    expect(screen.getByTestId('billing-payments-remaining')).toHaveTextContent('Monthly payments remaining: 12 of 12');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('February 14, 2026Rest of the month, prorated (payment 1 of 12)$266.25');
    expect(rows[1]).toHaveTextContent('March 1, 2026Monthly payment 2 of 12$497.00');
    expect(rows[11]).toHaveTextContent('January 1, 2027Monthly payment 12 of 12$497.00');
  });

  it('after some payments, numbers the remaining ones out of 12', async () => {
    show(billing({ canCancel: false, nextCharge: monthlyOn('2026-11'), upcomingCharges: SCHEDULE.slice(9) }));
    expect(await screen.findByTestId('billing-payments-remaining')).toHaveTextContent(
      'Monthly payments remaining: 3 of 12',
    );
    expect(screen.getByRole('row', { name: 'November 1, 2026 Monthly payment 10 of 12 $497.00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'January 1, 2027 Monthly payment 12 of 12 $497.00' })).toBeInTheDocument();
  });

  it('cancels inside the window through a confirmation that states what happens to the money', async () => {
    const cancelled = billing({
      status: 'cancelled',
      canCancel: false,
      nextCharge: null,
      upcomingCharges: [],
      cancelledAt: '2026-01-20T09:00:00.000Z',
    });
    const { api, user } = show(billing(), {
      'POST /api/billing/cancel': () => jsonResponse({ changed: true, billing: cancelled }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(dialog).toHaveTextContent('Your future monthly charges of $497.00 stop');
    expect(dialog).toHaveTextContent('The $1,000.00 setup fee is non-refundable and will not be refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/billing/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel membership' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel membership' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your membership is cancelled.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('billing-status')).toHaveTextContent('Cancelled');
    expect(screen.getByText('No further charges')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment schedule' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/billing/cancel')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/billing/cancel')[0]!.body).toEqual({ locale: 'en' });
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = show(billing(), {
      'POST /api/billing/cancel': () =>
        jsonResponse({ error: { code: 'CANCELLATION_WINDOW_CLOSED', message: 'closed' } }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel membership' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your 30-day cancellation window has ended');
  });

  it('after the window explains the 12-month commitment and links to support instead of a cancel button', async () => {
    show(
      billing({
        canCancel: false,
        nextCharge: monthlyOn('2026-04'),
        upcomingCharges: SCHEDULE.slice(2),
      }),
    );
    expect(await screen.findByText(/so your 12-month commitment applies: \$497.00 per month/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@receptiva.test',
    );
    expect(screen.getByText('$497.00 on April 1, 2026')).toBeInTheDocument();
  });

  it('with Stripe, sends the browser to the customer portal', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = show(billing({ provider: 'stripe', portalAvailable: true }), {
      'POST /api/billing/portal': () => jsonResponse({ url: 'https://billing.stripe.test/p/1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Manage billing in Stripe' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  });

  it('says when a membership has ended and offers to join again', async () => {
    show(
      billing({
        status: 'ended',
        isMember: false,
        canCancel: false,
        nextCharge: null,
        upcomingCharges: [],
        cancelledAt: '2026-01-20T09:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your membership has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a member again' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it('says a renewal is past due and until when the membership still works, still offering the plan', async () => {
    show(billing({ status: 'past_due', graceEndsAt: '2026-03-15T00:00:00.000Z', canCancel: false }));
    const notice = await screen.findByRole('alert', { name: 'Your last membership payment did not go through' });
    expect(notice).toHaveTextContent('until March 15, 2026');
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('billing-status')).toHaveTextContent('Past due');
  });

  it('says the commitment was completed and offers to join again', async () => {
    show(billing({ status: 'completed', isMember: false, canCancel: false, nextCharge: null }));
    expect(await screen.findByTestId('billing-completed')).toHaveTextContent('You completed your 12-month commitment');
    expect(screen.getByTestId('billing-status')).toHaveTextContent('Completed');
    expect(screen.getByRole('link', { name: 'Become a member again' })).toHaveAttribute('href', '/membership-promo');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });
});

describe('BillingOverview in German', () => {
  it('writes the amounts the German way', async () => {
    await i18n.changeLanguage('de');
    show(billing());
    await screen.findByTestId('billing-status');
    // The setup fee, in the plan's figures and on its receipt: "1.000,00 $" (a no-break space kept), not "$1,000.00".
    const keepSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getAllByText(formatUsd(100_000, 'de'), keepSpaces)).toHaveLength(2);
    expect(document.body).not.toHaveTextContent('$1,000.00');
  });
});
