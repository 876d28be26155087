import { formatUsd, MEMBERSHIP_COMMITMENT_MONTHS, MEMBERSHIP_PRICES } from '@receptiva/shared';
import type legal from '@/locales/en/legal.json';

/** A subheading of the document: translated (catalog key), while the text under it is the binding English. */
export type LegalSubheading = keyof typeof legal.subheadings;

export interface LegalPart {
  heading: LegalSubheading;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalSectionText {
  /** Paragraphs before the first subheading. */
  lead?: string[];
  parts: LegalPart[];
}

/** The sections whose text is written here; `cookies` and `contact` are built from the settings. */
export type WrittenSection = 'terms' | 'payment' | 'refunds' | 'privacy' | 'arbitration';

const usd = formatUsd;
const SETUP = usd(MEMBERSHIP_PRICES.setupFeeCents);
const MONTHLY = usd(MEMBERSHIP_PRICES.monthlyCents);
const ANNUAL = usd(MEMBERSHIP_PRICES.annualCents);
const INSTALMENTS = MEMBERSHIP_COMMITMENT_MONTHS - 1;

/**
 * The binding English text of /legal (spec §9). Other languages show it as it is, under translated headings and a
 * notice that the English text is binding. The prices come from the same constants the checkout charges.
 */
export const legalText = (brand: string): Record<WrittenSection, LegalSectionText> => ({
  terms: {
    parts: [
      {
        heading: 'agreement',
        paragraphs: [
          `These terms are an agreement between you and ${brand} ("we", "us"). They apply when you use this website, create an account, or buy a membership or a marketplace service, and by doing any of these you accept them. If you accept them for a business, you confirm that you may bind that business.`,
        ],
      },
      {
        heading: 'service',
        paragraphs: [
          `${brand} provides AI voice agents that answer your business's calls, together with a CRM, SMS and e-mail campaigns, calendar sync, follow-up automations, review management, dashboards and integrations. What a membership includes is described on the pricing page when you buy it. Marketplace services are priced separately; members get 50% off marketplace services while their membership is active.`,
        ],
      },
      {
        heading: 'account',
        items: [
          'Give accurate information and keep it up to date.',
          'Keep your password confidential; you are responsible for what happens under your account, including by the team members you invite.',
          'Tell us at once if you suspect that someone has used your account without permission.',
        ],
      },
      {
        heading: 'acceptableUse',
        paragraphs: [
          'You are responsible for how your voice agent and your campaigns are used. You must follow the laws that apply to your calls and messages, including the consent needed to record calls and to make marketing calls or send marketing texts. You may not use the service for anything unlawful, deceptive or abusive, to send spam, or to interfere with the service or with other customers.',
        ],
      },
      {
        heading: 'availability',
        paragraphs: [
          'We aim for 99.9% uptime of the service in each calendar month, not counting maintenance that we announce in advance. This is a goal, not a guarantee.',
        ],
      },
      {
        heading: 'liability',
        paragraphs: [
          `As far as the law allows, our total liability for all claims arising from the service is limited to the payments you made to us in the 12 months before the claim arose, and is never more than ${ANNUAL}. We are not liable for indirect or consequential losses, such as lost profits, lost business or lost data.`,
        ],
      },
      {
        heading: 'termination',
        paragraphs: [
          `Either party may terminate the service with 30 days' written notice. Terminating does not cancel payments that are due under the ${MEMBERSHIP_COMMITMENT_MONTHS}-month commitment described in the payment terms. After the service ends you keep access for 30 days to export your data; after that we may delete it, except the records we must keep by law.`,
        ],
      },
      {
        heading: 'changes',
        paragraphs: [
          "We give 30 days' notice of any change to these terms, by e-mail and on this page, before the change takes effect. The date and version at the top of this page show which terms apply. If you do not agree to a change, you may terminate before it takes effect.",
        ],
      },
    ],
  },
  payment: {
    parts: [
      {
        heading: 'price',
        items: [
          `Membership: ${ANNUAL} per year, as a ${MEMBERSHIP_COMMITMENT_MONTHS}-month commitment.`,
          `Setup fee: ${SETUP}, charged when you buy. The setup fee is non-refundable.`,
          `Monthly fee: ${MONTHLY}, charged on the 1st of each month.`,
          `First month: after your first 30 days, a prorated charge covers the rest of that calendar month; from then on ${MONTHLY} is charged on the 1st.`,
          `Commitment: ${MEMBERSHIP_COMMITMENT_MONTHS} months, that is ${SETUP} now and ${MONTHLY} for ${INSTALMENTS} months.`,
        ],
      },
      {
        heading: 'paying',
        paragraphs: [
          'You pay by card at checkout, through our payment provider; we never see or store your full card number. Prices are in US dollars and do not include taxes that may apply. A receipt is e-mailed to you for every payment.',
        ],
      },
      {
        heading: 'consentRecord',
        paragraphs: [
          "Before the checkout opens, we record your acceptance of these terms: the document version, the time, your IP address, your browser's user agent and your e-mail address. We keep this record as proof of the agreement and e-mail you a receipt of it.",
        ],
      },
      {
        heading: 'marketplaceOrders',
        paragraphs: [
          'Marketplace services are one-time purchases at the price shown at checkout, which our server computes; members pay 50% of the list price.',
        ],
      },
    ],
  },
  refunds: {
    parts: [
      {
        heading: 'window',
        paragraphs: [
          `You may cancel within 30 days of your membership payment, on the billing page of your dashboard. Cancelling within this 30-day window stops all remaining monthly payments. The ${SETUP} setup fee is not refunded. Your membership stays usable until the 30-day window ends.`,
        ],
      },
      {
        heading: 'afterWindow',
        paragraphs: [
          `Once the 30-day window has passed, the ${MEMBERSHIP_COMMITMENT_MONTHS}-month commitment applies: the monthly payments remain due until the commitment ends, even if you stop using the service.`,
        ],
      },
      {
        heading: 'guarantee',
        paragraphs: [
          'Where a plan page states a 100% money-back guarantee, it applies within 30 days of payment. To ask for a refund under it, contact us (see Contact below); the refund goes back to the card that paid.',
        ],
      },
    ],
  },
  privacy: {
    lead: [`This policy explains which personal data ${brand} collects, why, and the choices you have.`],
    parts: [
      {
        heading: 'collect',
        items: [
          'Account details: your name, e-mail address, phone number and business information, and your password, stored only as a secure hash.',
          'Billing records: your orders, payments and the consent record described in the payment terms. Card details stay with our payment provider.',
          'What you send us: demo bookings, onboarding forms, support messages and the team members you invite.',
          'Voice demo: while a call with a demo agent runs, your microphone audio is streamed to our voice service to hold the conversation.',
          'Usage record: our own record of page views and events (the page path without its query string, the event name, the affiliate id if any and a random id for your browser tab). It is not shared with third parties.',
          'Security data: the IP address and browser of each signed-in session, so that you can see and end your sessions.',
        ],
      },
      {
        heading: 'use',
        paragraphs: [
          'We use this data to provide and support the service, to bill you and send receipts and service e-mails, to keep accounts secure and to improve the site; and, only with your consent, to measure our advertising. We do not sell your personal data.',
        ],
      },
      {
        heading: 'share',
        paragraphs: [
          'We share data with the service providers that run parts of the service for us (payments, e-mail delivery, voice and hosting), under contracts that limit how they may use it, and with the third parties listed under "Cookies, storage and third parties" when they are enabled on this site. We disclose data when the law requires it.',
        ],
      },
      {
        heading: 'retention',
        paragraphs: [
          'We keep your data while your account is open. When the service ends you have 30 days to export your data; we then delete it, except the payment and consent records we must keep for accounting and legal reasons. When you delete your account, those records are kept without your IP address and browser details.',
        ],
      },
      {
        heading: 'rights',
        paragraphs: [
          'In your dashboard settings you can see and correct your profile, choose your language, end your sessions and delete your account. You may also ask us for a copy of your data, or to correct or erase it, by contacting us. Depending on where you live, you may have further rights, including the right to complain to a data protection authority.',
        ],
      },
    ],
  },
  arbitration: {
    lead: ['Please read this section carefully: it affects how any dispute between you and us is resolved.'],
    parts: [
      {
        heading: 'binding',
        paragraphs: [
          'Any dispute arising from these terms or the service will be resolved by final and binding arbitration, administered by a national arbitration association under its rules, instead of in court. Before starting arbitration, please contact us so that we can try to resolve the issue informally.',
        ],
      },
      {
        heading: 'classAction',
        paragraphs: [
          `Disputes are resolved individually. You and ${brand} each waive the right to bring or take part in a class action, a class arbitration or any other representative proceeding.`,
        ],
      },
      {
        heading: 'smallClaims',
        paragraphs: [
          'Either party may instead bring an individual claim in small claims court, if the claim qualifies.',
        ],
      },
    ],
  },
});
