import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The SHA-256 of a link's token, hex: the only form of it the database holds. */
export const hashNewsletterToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface NewsletterToken {
  token: string;
  tokenHash: string;
}

/** A confirmation link's secret: 32 random bytes as 43 url-safe characters, new for every confirmation e-mail. */
export function createConfirmToken(): NewsletterToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashNewsletterToken(token) };
}

/**
 * A subscriber's unsubscribe secret, derived from the server secret and the row's id: every newsletter e-mail can carry
 * it (the database keeps only its hash), and the link in an old e-mail keeps working. A key of its own, so the token
 * can never pass for another of our secrets. Rotating AUTH_SECRET retires the links already sent.
 */
export function unsubscribeTokenFor(secret: string, subscriberId: string): NewsletterToken {
  const key = createHmac('sha256', secret).update('receptiva:newsletter-unsubscribe').digest();
  const token = createHmac('sha256', key).update(subscriberId).digest('base64url');
  return { token, tokenHash: hashNewsletterToken(token) };
}

/** Where each link of a newsletter e-mail leads; the two pages are the web's `/newsletter/…` routes. */
export const newsletterLinks = (publicUrl: string) => ({
  confirm: (token: string) => `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
  /** The page a person sees: it asks before it unsubscribes, since mail scanners open links too. */
  unsubscribePage: (token: string) => `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  /** `List-Unsubscribe`'s target: a POST unsubscribes at once (RFC 8058), a GET leads to the page. */
  oneClickUnsubscribe: (token: string) => `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
});
