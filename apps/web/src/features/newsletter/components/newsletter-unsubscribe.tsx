import { MailX } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '@/components/layouts/brand-mark';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormNotice } from '@/components/ui/form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { linkTokenFrom } from '../utils/link-token';
import { NewsletterMessage } from './newsletter-message';

const BlogLink = ({ label }: { label: string }) => (
  <Link to={paths.blog.getHref()} className={buttonClasses({ variant: 'outline' })}>
    {label}
  </Link>
);

/**
 * /newsletter/unsubscribe?token=…, the visible link of every newsletter e-mail. Opening it changes nothing (mail
 * scanners open links too); the button does, with the same call a mail client's one-click unsubscribe makes.
 */
export const NewsletterUnsubscribe = ({ token }: { token: string | null }) => {
  const { t } = useTranslation('newsletter');
  const brand = useBrandName();
  const linkToken = linkTokenFrom(token);
  const unsubscribe = useUnsubscribe();

  const isInvalid =
    !linkToken || (unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'NEWSLETTER_LINK_INVALID');
  if (isInvalid) {
    return (
      <NewsletterMessage tone="problem" title={t('unsubscribe.invalid.title')} text={t('unsubscribe.invalid.text')}>
        <BlogLink label={t('unsubscribe.toBlog')} />
      </NewsletterMessage>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <NewsletterMessage tone="success" title={t('unsubscribe.done.title')} text={t('unsubscribe.done.text')}>
        <BlogLink label={t('unsubscribe.toBlog')} />
      </NewsletterMessage>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    unsubscribe.mutate(linkToken);
  };

  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <MailX aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{t('unsubscribe.title')}</h1>
        <p className="text-slate-700">{t('unsubscribe.text', { brand })}</p>
        <form onSubmit={onSubmit} className="grid justify-items-start gap-3">
          <SubmitButton size="lg" isPending={unsubscribe.isPending} pendingLabel={t('unsubscribe.pending')}>
            {t('unsubscribe.action')}
          </SubmitButton>
          <FormNotice notice={unsubscribe.isError ? { tone: 'error', text: t('unsubscribe.failed') } : null} />
        </form>
      </CardContent>
    </Card>
  );
};
