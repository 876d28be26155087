import type { CaseStudyDefinition } from './case-study-definition';

export const autoRepair: CaseStudyDefinition = {
  slug: 'auto-repair-shop-morning-rush',
  title: 'An auto repair shop turns morning-rush calls into booked bays',
  industry: 'auto-repair',
  clientType: 'Independent auto repair shop, 6 bays',
  summary:
    'Between 7:30 and 10 a.m. the service advisors were at the counter and 40% of calls went unanswered. The voice agent now quotes common services, books drop-offs and asks happy customers for a Google review.',
  challenge: `The shop’s two service advisors spent the morning rush writing up cars at the counter. The phone log showed 40% of calls between 7:30 and 10 a.m. went unanswered, and most of those numbers never called back.

Many callers only wanted a rough price for brakes or an oil change, and the advisors gave the same answers all day. The shop had 4.3 stars on Google from just over a hundred reviews, behind the dealer down the road.`,
  solution: `The voice agent gives the shop’s own price ranges for common services and its diagnostic fee, and books drop-off times into the shop management system by bay capacity. It asks for the vehicle’s year, make and model and the symptoms, so the advisor has the notes when the car arrives.

Calls about a car already in the shop go straight to the advisor. Once a repair is paid, the customer gets a text asking how it went; happy customers get the link to the shop’s Google review page.`,
  results: [
    { value: '40% → 3%', label: 'calls missed in the morning rush' },
    { value: '$17,800', label: 'revenue a month from calls that used to be missed' },
    { value: '52', label: 'new Google reviews in 90 days' },
    { value: '4.3 → 4.7', label: 'Google rating after six months' },
  ],
  publishedAt: '2025-04-15T09:00:00Z',
};
