import { MEMBERSHIP_PLAN_NAME } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { formatPreferredTime } from './booking-templates';
import { renderMembershipCancellation, renderMembershipReceipt, renderTermsReceipt } from './membership-templates';

const order = (locale: string, planName = MEMBERSHIP_PLAN_NAME) => ({
  email: 'Ada@Example.com',
  planName,
  amountCents: 649_700,
  paidAt: new Date('2027-01-15T10:00:00.000Z'),
  commitmentEndsAt: new Date('2028-01-15T10:00:00.000Z'),
  metadata: { locale },
});

describe('membership e-mails in the recipient’s language', () => {
  it('writes a Persian receipt with the plan’s Persian name, Persian dollar amounts and Gregorian dates', () => {
    const mail = renderMembershipReceipt(order('fa'), { brand: 'Receptiva' });
    expect(mail.locale).toBe('fa');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('عضویت سالانه');
    expect(mail.text).not.toContain('Annual Membership');
    expect(mail.text).toContain('۱۵ ژانویهٔ ۲۰۲۷');
    expect(mail.text).toContain('۱۵ ژانویهٔ ۲۰۲۸');
    expect(mail.text).not.toMatch(/۱۴۰۵|۱۴۰۶/);
    expect(mail.text).toContain(new Intl.NumberFormat('fa', { style: 'currency', currency: 'USD' }).format(6497));
  });

  it('writes German amounts the German way, not en-US', () => {
    const mail = renderMembershipReceipt(order('de'), { brand: 'Receptiva' });
    expect(mail.text).toContain('Jahresmitgliedschaft');
    expect(mail.text).toContain('6.497,00\u00a0$');
    expect(mail.text).toContain('15. Januar 2027');
    expect(mail.text).not.toContain('$6,497.00');
  });

  it('keeps a plan name it does not sell as stored, and translates the plan in every other membership e-mail', () => {
    expect(renderMembershipReceipt(order('de', 'Legacy Plan'), { brand: 'Receptiva' }).text).toContain('Legacy Plan');
    const consent = {
      email: 'ada@example.com',
      planName: MEMBERSHIP_PLAN_NAME,
      amountCents: 649_700,
      documentVersion: '2.1',
      createdAt: new Date('2027-01-15T10:00:00.000Z'),
    };
    expect(renderTermsReceipt(consent, { brand: 'Receptiva', locale: 'ja' }).text).toContain('年間メンバーシップ');
    const cancelled = renderMembershipCancellation(
      {
        email: 'ada@example.com',
        planName: MEMBERSHIP_PLAN_NAME,
        cancelledAt: new Date('2027-01-20T00:00:00.000Z'),
        accessEndsAt: new Date('2027-02-14T00:00:00.000Z'),
      },
      { brand: 'Receptiva', locale: 'he' },
    );
    expect(cancelled.text).toContain('חברות שנתית');
    expect(cancelled.text).toContain('2027');
  });

  it('writes booking times in the Gregorian calendar too', () => {
    const at = new Date('2027-01-15T15:00:00.000Z');
    expect(formatPreferredTime(at, 'fa', 'UTC')).toContain('ژانویهٔ');
    expect(formatPreferredTime(at, 'fa', 'UTC')).not.toContain('۱۴۰۵');
  });
});
