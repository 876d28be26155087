import { directionOf, SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import type { testCheckoutSessions } from '../../db/schema';
import { escapeHtml } from '../../lib/mailer/templates';
import { renderTestCheckoutPage } from './test-checkout-page';
import { ALL_TEST_CHECKOUT_TEXTS } from './test-checkout-texts';

const session = (locale: string): typeof testCheckoutSessions.$inferSelect => ({
  id: 'cs_test_local_1',
  mode: 'subscription',
  customerEmail: 'ada@example.com',
  lineItems: [
    { name: 'Membership setup fee (non-refundable)', amountCents: 100_000, quantity: 1, recurring: false },
    { name: 'Annual Membership', amountCents: 49_700, quantity: 1, recurring: true },
  ],
  metadata: { kind: 'membership', orderId: 'o1' },
  successUrl: 'http://localhost:3000/payment-success?session_id=cs_test_local_1',
  cancelUrl: 'http://localhost:3000/pricing',
  locale,
  status: 'open',
  createdAt: new Date(),
});

describe('the test-mode checkout page', () => {
  it.each(SITE_LANGUAGE_CODES)('speaks %s, keeps the literal TEST MODE banner and every text', (lng) => {
    const text = ALL_TEST_CHECKOUT_TEXTS[lng];
    for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
    expect(text.banner).toContain('TEST MODE');
    expect(text.pay).toContain('{amount}');
    const html = renderTestCheckoutPage(session(lng), {
      action: '/api/test-checkout/cs_test_local_1',
      error: 'declined',
    });
    expect(html).toContain(`<html lang="${lng}" dir="${directionOf(lng)}">`);
    expect(html).toContain(`role="note">${escapeHtml(text.banner)}</div>`);
    expect(html).toContain(escapeHtml(text.pay.replace('{amount}', '$1,000.00')));
  });

  it('labels the card form in the session language (French) and falls back to English for an unknown one', () => {
    const french = renderTestCheckoutPage(session('fr'), { action: '/x' });
    expect(french).toContain('<label for="card">Numéro de carte</label>');
    expect(french).toContain('Payer $1,000.00');
    const unknown = renderTestCheckoutPage(session('xx'), { action: '/x' });
    expect(unknown).toContain('<label for="card">Card number</label>');
    expect(unknown).toContain('TEST MODE: no real payment is taken');
  });
});
