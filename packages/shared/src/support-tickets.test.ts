import { describe, expect, it } from 'vitest';
import {
  customerReplyOutcome,
  isHttpUrl,
  statusAfterStaffReply,
  supportTicketCreateSchema,
  ticketNumberOf,
} from './support-tickets';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-20T12:00:00Z');
const resolvedDaysAgo = (days: number) => ({
  status: 'resolved' as const,
  resolvedAt: new Date(now.getTime() - days * DAY),
});

describe('the ticket status machine (decision 034)', () => {
  it('moves to waiting on customer when staff reply, except a resolved ticket', () => {
    expect(statusAfterStaffReply('open')).toBe('waiting_on_customer');
    expect(statusAfterStaffReply('waiting_on_customer')).toBe('waiting_on_customer');
    expect(statusAfterStaffReply('resolved')).toBe('resolved');
  });

  it('opens on a customer reply, and reopens a resolved ticket within 14 days only', () => {
    expect(customerReplyOutcome({ status: 'waiting_on_customer', resolvedAt: null }, now)).toEqual({
      status: 'open',
      reopened: false,
    });
    expect(customerReplyOutcome(resolvedDaysAgo(0), now)).toEqual({ status: 'open', reopened: true });
    expect(customerReplyOutcome(resolvedDaysAgo(14), now)).toEqual({ status: 'open', reopened: true });
    expect(customerReplyOutcome(resolvedDaysAgo(14.01), now)).toEqual({ status: 'expired' });
  });
});

describe('ticket input', () => {
  it('accepts http(s) attachment links only, and an empty field as none', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    const base = { subject: 'Help', category: 'crm', body: 'Hi' } as const;
    expect(supportTicketCreateSchema.parse({ ...base, attachmentUrl: '' }).attachmentUrl).toBeNull();
    expect(supportTicketCreateSchema.safeParse({ ...base, attachmentUrl: 'data:text/html,x' }).success).toBe(false);
    expect(supportTicketCreateSchema.safeParse({ ...base, body: '   ' }).success).toBe(false);
  });

  it('numbers a ticket from its id', () => {
    expect(ticketNumberOf('1a2b3c4d-0000-4000-8000-000000000000')).toBe('T-1A2B3C4D');
  });
});
