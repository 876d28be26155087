import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { MembershipPurchaseButton } from './membership-purchase-button';

const CHECKOUT = 'POST /api/functions/create-membership-checkout-with-setup';
const CONSENT = 'POST /api/membership/consents';

// A document that fits its box counts as read, so these tests go straight to the agreement.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 0 });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', original);
});

async function consentAndProceed(checkout: () => Response) {
  const api = mockApi({
    me: makeMe({ isMember: false }),
    routes: { [CONSENT]: () => jsonResponse({ id: 'c1', documentVersion: '2.1' }, 201), [CHECKOUT]: checkout },
  });
  const { user } = renderRoutes([{ path: '/pricing', element: <MembershipPurchaseButton /> }], { path: '/pricing' });
  await waitFor(() => expect(api.callsTo('GET', '/api/session')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Become a Member' }));
  await user.click(await screen.findByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'I Agree - Proceed to Payment' }));
  return api;
}

describe('membership purchase (spec §7, §8)', () => {
  it('sends the spec §7 request with the server-checked amount in cents, after storing the consent', async () => {
    const api = await consentAndProceed(() => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500));
    await screen.findByText('Payment Error');
    expect(api.callsTo('POST', '/api/membership/consents')[0]!.body).toMatchObject({
      planName: 'Annual Membership',
      amount: 649_700,
      email: 'jane@example.com',
    });
    expect(api.callsTo('POST', '/api/functions/create-membership-checkout-with-setup')[0]!.body).toMatchObject({
      planName: 'Annual Membership',
      amount: 649_700,
      userEmail: 'jane@example.com',
      userId: 'user-1',
      paymentType: 'annual',
      returnPath: '/pricing',
    });
    expect(screen.getByText('Failed to create payment session. Please try again.')).toBeInTheDocument();
  });

  it('shows Error - Failed to process payment when the answer has no checkout URL', async () => {
    await consentAndProceed(() => jsonResponse({}));
    expect(await screen.findByText('Failed to process payment. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Agree - Proceed to Payment' })).toBeEnabled();
  });
});
