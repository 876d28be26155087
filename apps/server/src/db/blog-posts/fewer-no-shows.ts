import type { BlogPostDefinition } from './blog-post-definition';

export const fewerNoShows: BlogPostDefinition = {
  slug: 'cut-no-shows-with-reminders',
  category: 'scheduling',
  publishedAt: '2025-02-04T09:00:00Z',
  en: {
    title: 'Cut no-shows with reminders customers actually read',
    excerpt:
      'Every missed appointment is a slot you cannot sell twice. Timing, wording and a few simple rules that make reminders work for clinics, salons and home services.',
    authorName: 'Editorial team',
    body: `A no-show costs more than the fee you did not collect. The technician drove across town, the chair stayed empty, and another customer who wanted that slot was told you were full. Most no-shows are not rudeness. People forget, plans change, and cancelling feels awkward. Good reminders fix the first and make the other two easy.

## Confirm at the moment of booking

Reminders start with the booking itself. Whether the appointment was made by phone, online or by a voice agent, send a confirmation straight away with:

- the date and time window, written out in full ("Thursday 12 June, between 1 and 3 pm");
- the address and anything the customer must prepare (access to the boiler, fasting before a blood test);
- a simple way to reschedule.

A confirmation the customer can find later is the reminder everything else builds on.

## Two reminders, well timed

For most appointment-based businesses, two reminders work well:

1. **The day before**, in the late afternoon, when people are planning the next day.
2. **A short time before the appointment**, for example an hour ahead, or when the technician sets off.

More than that starts to feel like nagging, and people stop reading. For appointments booked weeks ahead, add one more reminder a few days before.

## Write reminders like a person

Compare these two messages:

> "REMINDER: Appointment 12/06 13:00-15:00. Reply C to cancel."

> "Hi Maria, this is Bright Plumbing. Just a reminder that Sam is coming tomorrow between 1 and 3 pm to look at your water heater. Need a different time? Reply here or call us."

The second one names the business, the person, the job and the time, and it makes changing the appointment feel normal. That last part matters: a customer who reschedules is a slot you can fill, while a customer who simply does not turn up is lost.

## Make rescheduling easier than not showing up

Many no-shows happen because cancelling takes more effort than forgetting. Remove the friction:

- Accept a reply to the text message as a request to reschedule.
- Answer the phone when they call to change it, including in the evening; see [after-hours booking](/blog/after-hours-booking).
- Offer the next two available times right away.

## Use a fair policy, stated early

For businesses where an empty slot is expensive, a cancellation policy helps, as long as it is stated at booking, repeated in the confirmation and applied with judgement. A deposit for long appointments is common and accepted. Charging a loyal customer for a genuine emergency is not worth the review you will get.

## Track it for a month

Count no-shows and late cancellations each week before and after you change your reminders. Note which appointments are most often missed: first visits, early mornings, bookings made far in advance. Adjust the timing for those first.

## Automate the routine, keep the personal touch

Reminders are exactly the kind of task software does reliably: same timing, every booking, no forgetting. Keep your wording warm, reply personally to anyone who writes back, and let your team spend their time on the customers who do turn up.`,
  },
};
