import { NewsletterSignup } from './newsletter-signup';

/** The sign-up as a column of the site footer: its own chunk, so no page's first load carries it. */
export const FooterNewsletterSignup = () => <NewsletterSignup variant="footer" />;
