import type { BlogPostDefinition } from './blog-post-definition';

export const negativeReviews: BlogPostDefinition = {
  slug: 'replying-to-negative-reviews',
  category: 'reviews',
  publishedAt: '2025-01-14T09:00:00Z',
  en: {
    title: 'Replying to negative reviews: a calm, five-step framework',
    excerpt:
      'A bad review is read by every future customer, and so is your reply. A simple structure that shows you listen, fixes what can be fixed and protects your reputation.',
    authorName: 'Editorial team',
    body: `Every business that does enough work eventually gets a negative review. Some are fair, some are not, and a few are about a different company altogether. What decides the damage is rarely the review itself. It is the reply, because the people reading it are deciding whether to call you.

## Before you type anything

Wait until you are calm. A reply written in anger in the evening is the one that gets screenshotted. Then:

- **Find the job.** Check your records: who went, what was done, what was said. If you cannot find the customer at all, note that for your reply.
- **Talk to the team member involved.** Get their side, without assuming the worst of either party.
- **Decide what you can offer**: a return visit, a partial refund, a call with the owner.

## The five-step reply

### 1. Thank them and use their name

*"Thank you for taking the time to tell us about your visit, James."* It sounds simple, but it signals that a person read the review, not a template machine.

### 2. Acknowledge the experience without arguing

Acknowledge how they felt, even if you disagree with the facts: *"Waiting all afternoon for a technician who arrived late is frustrating, and I'm sorry that happened."* You are not admitting to everything in the review; you are showing you understand why they are unhappy.

### 3. Give short, relevant facts if needed

If something in the review is wrong and matters to other readers, correct it briefly and politely: *"Our records show the appointment was moved to Thursday at your request, but we should have confirmed the new time in writing."* One or two sentences. Never share private details, prices or anything the customer would not want public.

### 4. Take it offline with a specific next step

*"I'd like to put this right. Please call me directly on 555 0100, or reply here and I'll call you today."* A named person and a real number show you mean it.

### 5. Follow through

Do what you said. If the problem is solved, the customer may update their review, but do not ask for that in exchange for the fix. Some people will update it on their own when they feel heard.

## What to avoid

- **Arguing point by point.** Even when you are right, a long rebuttal looks defensive.
- **Copy-paste replies.** Readers notice identical apologies under every review.
- **Blaming staff publicly.** Deal with it inside the team.
- **Ignoring the review.** Silence reads as indifference.

## Reviews that break the rules

If a review is clearly spam, contains hate speech or describes a customer you never served, you can report it through your Google Business Profile. Reply briefly and neutrally in the meantime, for example: *"We can't find any record of this visit. Please contact us so we can look into it."*

## Learn from the pattern

One bad review is an event; three about the same thing is information. Keep a simple log of complaints by theme, such as arrival times, communication and pricing surprises, and fix the most common cause. Often it is not the work itself but what was said, or not said, before and after. Clear confirmations and reminders, covered in [cut no-shows with reminders](/blog/cut-no-shows-with-reminders), prevent many of them.

## Balance it with more good reviews

The best protection against a bad review is a steady flow of honest good ones. See [how to get more Google reviews without being pushy](/blog/get-more-google-reviews) for a routine that keeps them coming.`,
  },
};
