import type { CaseStudyDefinition } from './case-study-definition';

export const medSpa: CaseStudyDefinition = {
  slug: 'med-spa-evening-consultations',
  title: 'A two-location med spa books 41% more consultations by answering after hours',
  industry: 'med-spa',
  clientType: 'Two-location med spa, 6 injectors',
  summary:
    'Most new clients called in the evening, after the front desk had closed. An AI receptionist now answers every call, quotes treatment ranges from the spa’s own price list and books consultations straight into the calendar.',
  challenge: `Most of the spa’s new clients called between 6 p.m. and 10 p.m., after seeing an ad or a friend’s results on Instagram. The front desk closed at 6. Callers heard voicemail, and fewer than one in five left a message.

During the day the two coordinators were checking clients in, taking payments and answering the phone at the same time. The phone system showed that 31% of daytime calls rang out or were abandoned on hold, most of them on Mondays and Saturdays.

About 14% of booked consultations were no-shows, and every empty slot cost an injector’s hour.`,
  solution: `We set up a voice agent that knows the spa’s treatment menu, price ranges, pre-care instructions and the questions coordinators hear every day: downtime, numbing, how many units, financing. It answers around the clock in English and Spanish and books consultations into the spa’s booking system at either location.

Calls that need a person (medical questions, complaints, anything about a past treatment) go to the on-call coordinator during opening hours; after hours the coordinator gets a written summary and a callback task.

Every booking gets a confirmation text and two reminders with a one-tap link to reschedule, and every caller who did not book gets a follow-up text the next morning.`,
  results: [
    { value: '41%', label: 'more consultations booked in the first 90 days' },
    { value: '100%', label: 'of calls answered, evenings and weekends included' },
    { value: '14% → 6%', label: 'no-show rate for consultations' },
    { value: '$38,000', label: 'added treatment revenue a month' },
  ],
  publishedAt: '2025-07-08T09:00:00Z',
};
