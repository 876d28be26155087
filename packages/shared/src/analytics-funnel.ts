// The admin dashboard's funnel (decision 031). No zod here: the web's first load imports the event names.

/** Custom first-party events the funnel needs beyond the pixel's standard ones. */
export const VOICE_DEMO_STARTED_EVENT = 'VoiceDemoStarted';
export const ROI_CALCULATED_EVENT = 'RoiCalculated';

export const FUNNEL_STEPS = ['visit', 'demoOrRoi', 'pricing', 'checkout', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Page paths whose PageView counts for a step (the voice demo directory, the pricing page). */
export const DEMO_PAGE_PATHS = ['/agents'] as const;
export const PRICING_PAGE_PATHS = ['/pricing', '/membership-promo'] as const;
