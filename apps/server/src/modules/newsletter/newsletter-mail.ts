import type { Db } from '../../db/client';
import { renderNewsletterConfirmation, renderNewsletterWelcome } from '../../lib/mailer/newsletter-templates';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { type NewsletterToken, newsletterLinks } from './newsletter-links';

/** A confirmation link works this long after its e-mail was queued. */
export const CONFIRM_VALID_DAYS = 7;

/** What every newsletter e-mail needs besides its own parts: who, in which language, and the way out. */
export interface NewsletterRecipient {
  email: string;
  language: string;
  unsubscribe: NewsletterToken;
}

interface MailContext {
  publicUrl: string;
  brand: string;
}

const commonParts = (recipient: NewsletterRecipient, { publicUrl, brand }: MailContext) => {
  const links = newsletterLinks(publicUrl);
  return {
    to: recipient.email,
    locale: recipient.language,
    brand,
    unsubscribePageUrl: links.unsubscribePage(recipient.unsubscribe.token),
    oneClickUnsubscribeUrl: links.oneClickUnsubscribe(recipient.unsubscribe.token),
  };
};

/** Queues the double opt-in e-mail in the caller's transaction. */
export async function queueConfirmationEmail(
  tx: Pick<Db, 'insert'>,
  recipient: NewsletterRecipient & { confirmToken: string },
  context: MailContext,
): Promise<void> {
  await drizzleOutboxWriter(tx)(
    renderNewsletterConfirmation({
      ...commonParts(recipient, context),
      confirmUrl: newsletterLinks(context.publicUrl).confirm(recipient.confirmToken),
      validDays: CONFIRM_VALID_DAYS,
    }),
  );
}

/** Queues the welcome e-mail of a newly confirmed subscriber in the caller's transaction. */
export async function queueWelcomeEmail(
  tx: Pick<Db, 'insert'>,
  recipient: NewsletterRecipient,
  context: MailContext,
): Promise<void> {
  await drizzleOutboxWriter(tx)(
    renderNewsletterWelcome({ ...commonParts(recipient, context), blogUrl: `${context.publicUrl}/blog` }),
  );
}
