import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { linkTokenFrom } from '../utils/link-token';
import { NewsletterMessage } from './newsletter-message';

const BlogLink = ({ label, variant }: { label: string; variant?: 'outline' }) => (
  <Link to={paths.blog.getHref()} className={buttonClasses(variant ? { variant } : {})}>
    {label}
  </Link>
);

/** The link's answer, by the code the API gave. */
const problemOf = (error: unknown): 'invalid' | 'expired' | 'failed' => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'NEWSLETTER_LINK_INVALID' || error.code === 'VALIDATION_FAILED') return 'invalid';
  return error.code === 'NEWSLETTER_LINK_EXPIRED' ? 'expired' : 'failed';
};

/**
 * /newsletter/confirm?token=… (double opt-in): confirms on arrival and says so. The page sends the token (a POST)
 * once it runs in the browser, so a mail scanner that only fetches the link confirms nothing.
 */
export const NewsletterConfirmation = ({ token }: { token: string | null }) => {
  const { t } = useTranslation('newsletter');
  const linkToken = linkTokenFrom(token);
  const confirm = useConfirmSubscription();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: a second call would find the link used.
    if (!linkToken || started.current) return;
    started.current = true;
    confirm.mutate(linkToken);
  }, [linkToken, confirm.mutate]);

  if (!linkToken) return <ConfirmProblem problem="invalid" />;
  if (confirm.isSuccess) {
    return (
      <NewsletterMessage tone="success" title={t('confirm.confirmedTitle')} text={t('confirm.confirmedText')}>
        <BlogLink label={t('confirm.toBlog')} />
      </NewsletterMessage>
    );
  }
  if (confirm.isError) {
    return <ConfirmProblem problem={problemOf(confirm.error)} onRetry={() => confirm.mutate(linkToken)} />;
  }
  return <Spinner label={t('confirm.confirming')} showLabel className="justify-self-center" />;
};

const ConfirmProblem = ({ problem, onRetry }: { problem: 'invalid' | 'expired' | 'failed'; onRetry?: () => void }) => {
  const { t } = useTranslation('newsletter');
  return (
    <NewsletterMessage tone="problem" title={t(`confirm.${problem}.title`)} text={t(`confirm.${problem}.text`)}>
      {problem === 'failed' && onRetry ? (
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('confirm.retry')}
        </Button>
      ) : null}
      <BlogLink label={t(problem === 'expired' ? 'confirm.signUpAgain' : 'confirm.toBlog')} variant="outline" />
    </NewsletterMessage>
  );
};
