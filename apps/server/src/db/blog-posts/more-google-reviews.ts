import type { BlogPostDefinition } from './blog-post-definition';

export const moreGoogleReviews: BlogPostDefinition = {
  slug: 'get-more-google-reviews',
  category: 'reviews',
  publishedAt: '2025-04-08T09:00:00Z',
  en: {
    title: 'How to get more Google reviews without being pushy',
    excerpt:
      'Happy customers rarely write reviews on their own. A simple, honest routine that turns finished jobs into reviews, and the shortcuts that can get you penalised.',
    authorName: 'Editorial team',
    body: `For a local service business, reviews do two jobs at once. They help you appear in local search results, and they persuade the person reading them to call you rather than the company next to you on the map. Yet most satisfied customers never leave one, not because they do not want to, but because nobody asked at the right moment in the right way.

## Ask at the moment of relief

The best time to ask is when the customer feels the problem has gone: the heating is back on, the car is running, the tooth no longer hurts. That moment usually happens while your technician is still on site or in the hours just after.

A good routine has two touches:

1. **In person**, at the end of the job: *"If you were happy with today, a short Google review helps us a lot. I'll send you the link."*
2. **By text or e-mail** within a couple of hours, with the direct link to your review form.

The spoken ask makes the message expected; the message makes it easy. Either one alone works far less well.

## Make it one tap

Every extra step loses people. Use the direct review link from your Google Business Profile, which opens the review form straight away, rather than a link to your profile or a general search. Keep the message short:

> "Thanks for choosing Bright Plumbing today, Maria. If you have a minute, a review helps neighbours find us: [link]. Reply here if anything isn't right."

The last sentence matters. It gives an unhappy customer a private way to tell you before they tell everyone else.

## Ask everyone, not only the happy ones

It is tempting to send the link only to customers you expect to be pleased. Resist it. Filtering who gets asked (often called "review gating") is against Google's review policies, and it makes your rating look too perfect to trust. A 4.7 with a few honest complaints and good replies persuades more people than a suspicious 5.0.

## What not to do

Some shortcuts can cost you more than they bring:

- **Do not pay for reviews or offer discounts in exchange for them.** In the United States, the Federal Trade Commission's [rule banning fake reviews and testimonials](https://www.ftc.gov/news-events/news/press-releases/2024/08/federal-trade-commission-announces-final-rule-banning-fake-reviews-testimonials) covers buying reviews and conditioning incentives on positive ones.
- **Do not write reviews for yourself** or ask staff and family to.
- **Do not ask customers to edit a negative review** in return for a refund. Solve the problem; if they choose to update their review, that is their decision.

## Reply to every review

Replies are read by future customers as much as by the reviewer. Thank people by name for positive reviews and mention something specific about the job. For negative ones, follow a calm structure; we cover it in [replying to negative reviews](/blog/replying-to-negative-reviews).

## Make it a habit, then measure it

Reviews come from routine, not campaigns. Pick one person who owns the follow-up message, send it for every completed job, and check two numbers monthly:

- **Review requests sent** (should match completed jobs)
- **New reviews received**

If requests are sent but reviews do not follow, shorten the message or move it closer to the end of the job. If requests are not being sent, automate them. A voice agent or booking system that already knows when a job is finished can send the message for you, so nobody has to remember.

## A steady trickle beats a burst

Ten reviews in one week and none for six months looks odd to readers and to search engines. One or two new reviews every week, with replies, shows a business that is busy and cares. Start with this week's finished jobs.`,
  },
};
