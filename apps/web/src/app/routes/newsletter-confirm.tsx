import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { NewsletterConfirmation } from '@/features/newsletter/components/newsletter-confirmation';

/**
 * /newsletter/confirm?token=… (issue 14), the link of the confirmation e-mail. Rendered in the browser only
 * (`noindex`, the link is a secret), which is also what confirms: a fetch of the link alone changes nothing.
 */
export const NewsletterConfirmRoute = () => {
  const [searchParams] = useSearchParams();
  return (
    <PageLayout footerSignup={false}>
      <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary-50/70 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">
        <div className="grid w-full max-w-xl">
          <NewsletterConfirmation token={searchParams.get('token')} />
        </div>
      </div>
    </PageLayout>
  );
};
