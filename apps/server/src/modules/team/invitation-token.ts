import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a link's token, hex: the only form of it the database ever holds. */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new invitation secret: 32 random bytes as 43 url-safe characters, and its hash to store. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** Where an invitation link leads: the public page that shows it and lets the person accept it. */
export const invitationUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/team-invitation?token=${encodeURIComponent(token)}`;
