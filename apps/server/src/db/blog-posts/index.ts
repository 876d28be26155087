import { afterHoursBooking } from './after-hours-booking';
import { aiToHumanHandoff } from './ai-to-human-handoff';
import type { BlogPostDefinition } from './blog-post-definition';
import { fewerNoShows } from './fewer-no-shows';
import { missedCallCost } from './missed-call-cost';
import { moreGoogleReviews } from './more-google-reviews';
import { negativeReviews } from './negative-reviews';
import { speedToLead } from './speed-to-lead';
import { voiceAgentScript } from './voice-agent-script';

/** The blog's built-in posts, newest first; the three newest are also in Spanish and German. */
export const BLOG_POST_DEFINITIONS: readonly BlogPostDefinition[] = [
  missedCallCost,
  voiceAgentScript,
  afterHoursBooking,
  moreGoogleReviews,
  speedToLead,
  aiToHumanHandoff,
  fewerNoShows,
  negativeReviews,
];
