import type { CaseStudyDefinition } from './case-study-definition';

export const veterinary: CaseStudyDefinition = {
  slug: 'veterinary-clinic-after-hours-triage',
  title: 'A veterinary clinic triages after-hours calls and books 34% more next-day visits',
  industry: 'veterinary',
  clientType: 'Companion-animal clinic, 2 veterinarians',
  summary:
    'After hours, every caller was sent to the emergency hospital, including pet owners who only needed a visit the next day. Calls are now triaged with the clinic’s own questions, and refill requests no longer clog the morning phones.',
  challenge: `The clinic’s after-hours message told every caller to go to the emergency animal hospital across town. Owners with a pet that had stopped eating or was limping went there, paid emergency prices, and often stayed with that hospital afterwards.

Each morning the phones were busy with medication refill requests, which kept clients who wanted to book an appointment on hold.`,
  solution: `The vets wrote the triage questions the agent asks: what the pet ate, whether it is breathing normally, bleeding, able to stand. Any sign of an emergency gets the emergency hospital’s address and phone number at once, and a text with both.

Everything else is booked as a next-day appointment, with the symptoms in the appointment notes. Refill requests are taken by the agent (pet, medication, pharmacy) and land in the clinic’s task list for a vet to approve.

Vaccine reminders go out by text, and owners can book the visit by replying.`,
  results: [
    { value: '34%', label: 'more next-day appointments' },
    { value: '410', label: 'refill requests a month taken off the phones' },
    { value: '1 in 4', label: 'after-hours callers now book a visit instead of hanging up' },
    { value: '100%', label: 'of emergency callers sent the hospital’s details at once' },
  ],
  publishedAt: '2025-04-29T09:00:00Z',
};
