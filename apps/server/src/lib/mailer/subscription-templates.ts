import { formatUsd, formatUtcDate, MEMBERSHIP_PRICES, normalizeLanguage } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { renderMembershipMail } from './membership-templates';
import { planNameIn } from './plan-name';
import type { OutboxEntry } from './types';

/** The transitions of a subscription's later life that the customer is told about, one e-mail each (decision 022). */
export type SubscriptionMailKind = 'pastDue' | 'recovered' | 'ended' | 'completed' | 'cancelled';

export interface SubscriptionMailFacts {
  email: string;
  planName: string;
  /** The failed or paid amount, when the provider said it. */
  amountCents: number | null;
  /** Past due: the day access ends unless the payment goes through. */
  graceEndsAt: Date | null;
  at: Date;
  billingUrl: string;
}

/** One e-mail of the subscription's life, in the recipient's language; dates are contractual, so UTC. */
export function renderSubscriptionMail(
  kind: SubscriptionMailKind,
  facts: SubscriptionMailFacts,
  options: { brand: string; locale: string | undefined },
): OutboxEntry {
  const locale = normalizeLanguage(options.locale) ?? 'en';
  const vars = {
    brand: options.brand,
    amount: formatUsd(facts.amountCents ?? MEMBERSHIP_PRICES.monthlyCents, locale),
    date: formatUtcDate(facts.graceEndsAt ?? facts.at, locale),
    billingUrl: facts.billingUrl,
  };
  const t = (key: string) => translateEmail(locale, `subscription.${key}`, vars);
  const rows: [string, string][] = [[translateEmail(locale, 'membership.plan'), planNameIn(facts.planName, locale)]];
  if (kind === 'pastDue') {
    rows.push([t('amountDue'), vars.amount], [t('accessUntil'), vars.date]);
  } else {
    rows.push([t('on'), formatUtcDate(facts.at, locale)]);
  }
  return renderMembershipMail(
    `subscription-${kind}`,
    locale,
    facts.email,
    t(`${kind}.subject`),
    [
      translateEmail(locale, 'greetingNoName', vars),
      t(`${kind}.intro`),
      t('billing'),
      translateEmail(locale, 'signature', vars),
    ],
    rows,
  );
}
