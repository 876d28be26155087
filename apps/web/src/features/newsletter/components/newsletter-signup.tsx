import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterSignupForm } from './newsletter-signup-form';
import { NEWSLETTER_STYLES, type NewsletterVariant } from './newsletter-styles';
import { NewsletterThanks } from './newsletter-thanks';

/**
 * The newsletter sign-up (spec §4: not subscribed → subscribing → subscribed thank-you), on /blog and in the site
 * footer. Light on purpose: it is on every page, so its checks and its request load only once the visitor turns to it.
 */
export const NewsletterSignup = ({ variant = 'card' }: { variant?: NewsletterVariant }) => {
  const { t } = useTranslation('newsletter');
  const headingId = useId();
  const [subscribedEmail, setSubscribedEmail] = useState<string | null>(null);
  const styles = NEWSLETTER_STYLES[variant];
  const copy = variant === 'footer' ? 'footer' : 'card';

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t(`signup.${copy}.title`)}
      </h2>
      {subscribedEmail ? (
        <NewsletterThanks email={subscribedEmail} variant={variant} onReset={() => setSubscribedEmail(null)} />
      ) : (
        <>
          <p className={styles.text}>{t(`signup.${copy}.intro`)}</p>
          <NewsletterSignupForm labelledBy={headingId} variant={variant} onSubscribed={setSubscribedEmail} />
        </>
      )}
    </section>
  );
};
