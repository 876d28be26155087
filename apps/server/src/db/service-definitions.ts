import type { ServiceCategory } from '@receptiva/shared';

/**
 * The marketplace services every install starts with (issue 5). List prices are whole US cents; members pay the
 * member price computed from them (packages/shared `memberPriceCents`). The texts are product data, in English; their
 * translations are in `service-translations/<language>.json` (decision 025).
 */
export interface ServiceDefinition {
  slug: string;
  title: string;
  description: string;
  listPriceCents: number;
  category: ServiceCategory;
  image: string;
  isMemberOnly: boolean;
  features: string[];
}

export const SERVICE_DEFINITIONS: ServiceDefinition[] = [
  {
    slug: 'ai-receptionist-after-hours',
    title: 'After-Hours AI Receptionist',
    description:
      'A voice agent that answers every call nights, weekends and holidays, qualifies the caller and books the appointment.',
    listPriceCents: 199_700,
    category: 'voice-agents',
    image: 'phone',
    isMemberOnly: true,
    features: ['Answers in under one ring', 'Books straight into your calendar', 'Call summary by e-mail and SMS'],
  },
  {
    slug: 'bilingual-voice-agent',
    title: 'Bilingual Voice Agent (English & Spanish)',
    description:
      'Greets callers in their language, switches mid-call when needed and hands off warm transfers to your team.',
    listPriceCents: 249_700,
    category: 'voice-agents',
    image: 'languages',
    isMemberOnly: true,
    features: ['Language detection on the first sentence', 'Warm transfer to a person', 'Custom voice and script'],
  },
  {
    slug: 'outbound-reactivation-caller',
    title: 'Outbound Reactivation Caller',
    description: 'Calls your past customers and cold leads, revives them with a tailored offer and books them back in.',
    listPriceCents: 299_700,
    category: 'voice-agents',
    image: 'phone-outgoing',
    isMemberOnly: true,
    features: ['Compliant calling windows', 'Up to 2,000 calls a month', 'Results dashboard per campaign'],
  },
  {
    slug: 'website-chat-agent',
    title: 'Website Chat Agent',
    description:
      'A chat assistant trained on your services and prices that answers visitors and captures their details 24/7.',
    listPriceCents: 99_700,
    category: 'chat-agents',
    image: 'message-square',
    isMemberOnly: true,
    features: ['Trained on your website and FAQ', 'Lead capture into your CRM', 'Hand-off to live chat'],
  },
  {
    slug: 'sms-and-whatsapp-assistant',
    title: 'SMS & WhatsApp Assistant',
    description: 'Replies to text messages in seconds, answers questions, reschedules bookings and sends reminders.',
    listPriceCents: 129_700,
    category: 'chat-agents',
    image: 'smartphone',
    isMemberOnly: true,
    features: ['Two-way SMS and WhatsApp', 'Reschedule and cancel by text', 'Opt-out handling built in'],
  },
  {
    slug: 'missed-call-text-back',
    title: 'Missed-Call Text-Back',
    description: 'Texts every missed caller within a minute so the lead stays with you instead of your competitor.',
    listPriceCents: 49_700,
    category: 'sales',
    image: 'phone-missed',
    isMemberOnly: true,
    features: ['Custom text per business hours', 'Conversation lands in your CRM', 'Works with any phone number'],
  },
  {
    slug: 'lead-follow-up-sequence',
    title: 'AI Lead Follow-Up Sequence',
    description:
      'A 30-day follow-up of e-mails, texts and calls written for your trade, that stops as soon as the lead books.',
    listPriceCents: 149_700,
    category: 'sales',
    image: 'mail',
    isMemberOnly: true,
    features: ['12 touches over 30 days', 'Stops automatically on reply', 'A/B tested subject lines'],
  },
  {
    slug: 'crm-pipeline-setup',
    title: 'CRM Pipeline Setup',
    description:
      'We build your sales pipeline, stages, tags and automations in the CRM and import your existing contacts.',
    listPriceCents: 179_700,
    category: 'sales',
    image: 'kanban',
    isMemberOnly: true,
    features: ['Pipeline and stages for your trade', 'Contact import and clean-up', 'One hour of team training'],
  },
  {
    slug: 'review-booster',
    title: 'Review Booster',
    description: 'Asks happy customers for a Google review at the right moment and routes unhappy ones to you first.',
    listPriceCents: 79_700,
    category: 'marketing',
    image: 'star',
    isMemberOnly: true,
    features: ['Review requests by SMS and e-mail', 'AI-written replies to reviews', 'Monthly reputation report'],
  },
  {
    slug: 'social-media-content-engine',
    title: 'Social Media Content Engine',
    description: 'Thirty posts a month written and scheduled for Facebook, Instagram and Google Business Profile.',
    listPriceCents: 119_700,
    category: 'marketing',
    image: 'megaphone',
    isMemberOnly: true,
    features: ['30 posts a month', 'Images sized per network', 'Approval before anything goes live'],
  },
  {
    slug: 'email-newsletter-automation',
    title: 'E-mail Newsletter Automation',
    description: 'A monthly newsletter drafted from your offers and news, sent to the right segments of your list.',
    listPriceCents: 69_700,
    category: 'marketing',
    image: 'newspaper',
    isMemberOnly: true,
    features: ['Segmented sends', 'Open and click reporting', 'Unsubscribe handling'],
  },
  {
    slug: 'appointment-reminder-automation',
    title: 'Appointment Reminder Automation',
    description: 'Confirms and reminds every booking by text and e-mail, and fills cancellations from a waitlist.',
    listPriceCents: 59_700,
    category: 'operations',
    image: 'calendar-check',
    isMemberOnly: true,
    features: ['Reminders 48 h and 2 h before', 'One-tap confirm or reschedule', 'Waitlist fill-in'],
  },
  {
    slug: 'invoice-and-payment-follow-up',
    title: 'Invoice & Payment Follow-Up',
    description: 'Sends invoices, chases overdue payments politely and posts paid invoices to your books.',
    listPriceCents: 89_700,
    category: 'operations',
    image: 'receipt',
    isMemberOnly: true,
    features: ['Payment links in every reminder', 'Escalation after 14 days', 'QuickBooks and Xero sync'],
  },
  {
    slug: 'call-analytics-dashboard',
    title: 'Call Analytics Dashboard',
    description: 'Every call transcribed, tagged and scored, with the revenue each source brings in on one screen.',
    listPriceCents: 99_700,
    category: 'operations',
    image: 'bar-chart',
    isMemberOnly: true,
    features: ['Transcripts and call scores', 'Lead source attribution', 'Weekly owner report'],
  },
];
