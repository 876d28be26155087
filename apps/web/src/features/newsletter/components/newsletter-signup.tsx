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
  const [isAgain, setAgain] = useState(false);
  const styles = NEWSLETTER_STYLES[variant];
  const startAgain = () => {
    setSubscribedEmail(null);
    setAgain(true);
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t(`signup.${variant}.title`)}
      </h2>
      {subscribedEmail ? (
        <NewsletterThanks email={subscribedEmail} variant={variant} onReset={startAgain} />
      ) : (
        <>
          <p className={styles.text}>{t(`signup.${variant}.intro`)}</p>
          <NewsletterSignupForm
            labelledBy={headingId}
            variant={variant}
            onSubscribed={setSubscribedEmail}
            focusOnMount={isAgain}
          />
        </>
      )}
    </section>
  );
};
