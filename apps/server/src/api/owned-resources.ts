/**
 * Resources a route reads or changes for their owner only: another account gets 404, as if it did not exist.
 * Each kind is checked by the authorization matrix with a fixture that creates one for its owner.
 */
export const OWNED_RESOURCES = {
  /** A marketplace order, found by its checkout session id. */
  'marketplace-order': 'the buyer of the marketplace order',
  /** A membership order, found by its checkout session id (a guest's order: whoever holds the session id). */
  'membership-order': 'the account that bought the membership, or the holder of a guest checkout session id',
  /** A row of an owner's team list, by its id: only the owner reads or changes it. */
  'team-member': 'the owner of the team the row belongs to',
  /** The caller's own place on someone's team, by the row's id (to leave it). */
  'team-membership': 'the invited person whose account the row is linked to',
  /** A conversation with the AI assistant, by its id. */
  'assistant-conversation': 'the person who had the conversation',
  /** One of the caller's signed-in sessions, by its opaque id (never its token). */
  'account-session': 'the account signed in with the session',
  /** An owner's business profile as their team reads it, by the owner's id: an active member of that team only. */
  'shared-business-profile': 'an active member of the owner’s team (the owner reads their own elsewhere)',
  /** A saved outbound campaign calculator scenario, by its id: each admin reads and changes their own. */
  'campaign-scenario': 'the admin who saved the scenario',
  /** A support ticket, by its id: the account's owner and the active members of the owner's team. */
  'support-ticket': 'the account the ticket belongs to: its owner and the active members of the owner’s team',
} as const;

export type OwnedResource = keyof typeof OWNED_RESOURCES;
