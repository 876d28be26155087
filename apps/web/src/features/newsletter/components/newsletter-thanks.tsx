import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { NEWSLETTER_STYLES, type NewsletterVariant } from './newsletter-styles';

interface NewsletterThanksProps {
  email: string;
  variant: NewsletterVariant;
  /** Back to the empty form, for another address. */
  onReset: () => void;
}

/**
 * The subscribed state: thanks, and the one step left (double opt-in). It takes the focus the Subscribe button had,
 * so a screen reader reads it at once and keyboard users stay where they were.
 */
export const NewsletterThanks = ({ email, variant, onReset }: NewsletterThanksProps) => {
  const { t } = useTranslation('newsletter');
  const titleRef = useRef<HTMLParagraphElement>(null);
  const styles = NEWSLETTER_STYLES[variant];
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className="grid gap-2">
      <p
        ref={titleRef}
        tabIndex={-1}
        className={cn('flex items-center gap-2 font-semibold outline-none', styles.heading)}
      >
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-500" />
        {t('signup.thanks.title')}
      </p>
      <p className={styles.text}>
        {t('signup.thanks.sent')}{' '}
        <span dir="ltr" className="font-medium break-all">
          {email}
        </span>
      </p>
      <p className={styles.text}>{t('signup.thanks.next')}</p>
      <button type="button" onClick={onReset} className={cn('w-fit cursor-pointer text-sm', styles.link)}>
        {t('signup.thanks.another')}
      </button>
    </div>
  );
};
