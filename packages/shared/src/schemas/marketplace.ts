/**
 * The marketplace's contract (issue 5, spec §2 and §4). The server decides from the session what a caller may see:
 * prices only for members (active membership), never for visitors or signed-in non-members.
 */

/** Card categories; the web translates each key (`marketplace:categories.<key>`). */
export const SERVICE_CATEGORIES = ['voice-agents', 'chat-agents', 'marketing', 'sales', 'operations'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/**
 * Who is asking, as the server saw the session: it picks the marketplace banner (spec §4 visitor states). `past-due`:
 * a member whose renewal failed, within the grace period: prices shown, checkout paused (decision 022).
 */
export const MARKETPLACE_VIEWERS = ['visitor', 'non-member', 'past-due', 'member'] as const;
export type MarketplaceViewer = (typeof MARKETPLACE_VIEWERS)[number];
