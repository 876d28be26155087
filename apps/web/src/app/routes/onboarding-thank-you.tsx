import { PageLayout } from '@/components/layouts/page-layout';
import { OnboardingThankYou } from '@/features/business-profile/components/onboarding-thank-you';

/** /onboarding-thank-you (public, spec §2): after the onboarding form. */
export const OnboardingThankYouRoute = () => (
  <PageLayout>
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-14 sm:px-6">
      <OnboardingThankYou />
    </div>
  </PageLayout>
);
