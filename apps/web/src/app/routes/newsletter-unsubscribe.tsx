import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { NewsletterUnsubscribe } from '@/features/newsletter/components/newsletter-unsubscribe';

/**
 * /newsletter/unsubscribe?token=… (issue 14), the visible unsubscribe link of every newsletter e-mail (and where
 * a browser opening the List-Unsubscribe URL lands). Rendered in the browser only, like the confirmation page.
 */
export const NewsletterUnsubscribeRoute = () => {
  const [searchParams] = useSearchParams();
  return (
    <PageLayout footerSignup={false}>
      <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary-50/70 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">
        <div className="grid w-full max-w-xl">
          <NewsletterUnsubscribe token={searchParams.get('token')} />
        </div>
      </div>
    </PageLayout>
  );
};
