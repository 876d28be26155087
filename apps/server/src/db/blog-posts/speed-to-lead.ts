import type { BlogPostDefinition } from './blog-post-definition';

export const speedToLead: BlogPostDefinition = {
  slug: 'speed-to-lead-first-five-minutes',
  category: 'missed-calls',
  publishedAt: '2025-03-18T09:00:00Z',
  en: {
    title: 'Speed to lead: why the first five minutes decide the job',
    excerpt:
      'A new enquiry cools down fast. Why answering within minutes matters more than a perfect sales pitch, and how to get there with the team you have.',
    authorName: 'Editorial team',
    body: `When someone fills in your contact form, sends a message or calls and misses you, they rarely contacted only you. Most people ask two or three businesses at once and go with the first one that responds clearly. In a service business, the quality of your work wins the second job; speed wins the first.

## What happens in those first minutes

Think about the customer's side. They have a problem, they have just spent time searching, and they want it off their mind. In the first minutes after reaching out:

- they are still near their phone and expecting an answer;
- they remember exactly what they asked and why;
- they have not yet spoken to a competitor.

An hour later, each of those has changed. They are back at work or with their family, the urgency has faded or been solved by someone else, and your call back feels like an interruption.

## Measure your real response time

Most owners overestimate how fast they respond. For two weeks, record for every new enquiry:

1. when it arrived (call, form, message);
2. when a person or system first responded meaningfully (not an automatic "we got your message");
3. whether it became a booking.

Sort the enquiries by response time and compare booking rates. Businesses that do this almost always find that enquiries answered within minutes book far more often than those answered the next morning. Your own numbers are the most convincing argument for your team.

## Where the delay comes from

Slow responses are rarely laziness. They come from how the work is organised:

- **Enquiries land in too many places**: a shared inbox, the website form, two mobile phones, social media messages.
- **Nobody owns them.** Everyone assumes someone else will call back.
- **The people who could answer are working.** A technician on a job cannot return a call for hours.

## How to get under five minutes

### Put every enquiry in one queue

Forward the website form, messages and voicemails to one place that one person watches during office hours. A shared spreadsheet works to begin with; a CRM is better once volume grows.

### Answer calls live whenever possible

A call answered is a response time of zero. If your team cannot pick up during jobs, route calls to someone who can, or to a voice agent that books the job or takes the details. See [the real cost of a missed call](/blog/the-real-cost-of-a-missed-call) for how much this is worth.

### Reply to forms with something useful

An instant reply should move things forward, not just acknowledge. Offer two appointment times, or a link to book, and a phone number that is answered.

### Set a rule and make it visible

"Every new enquiry gets a real answer within five minutes during opening hours" is a rule a team can follow and check. Review the log weekly and celebrate improvement.

## Fast does not mean pushy

Speed is about being available while the customer still wants help. The first response should be calm and helpful: confirm what they need, offer a time, answer the obvious question about price or availability. The customer should feel looked after, not chased.

Start by measuring. When you see how many of last month's enquiries waited more than an hour, the case for change makes itself.`,
  },
};
