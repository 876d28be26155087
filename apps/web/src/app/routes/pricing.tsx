import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICES } from '@receptiva/shared';
import { PageLayout } from '@/components/layouts/page-layout';
import { IntroVideoSection } from '@/features/home/components/intro-video-section';
import { PricingSection } from '@/features/home/components/pricing-section';
import { MarketplacePreview } from '@/features/marketplace/components/marketplace-preview';
import { IncludedCards } from '@/features/membership/components/included-cards';
import { MembershipFinalCta } from '@/features/membership/components/membership-final-cta';
import { MembershipPurchaseButton } from '@/features/membership/components/membership-purchase-button';
import { MembershipHero } from '@/features/membership/components/pricing-hero';
import { useViewContent } from '@/features/membership/hooks/use-view-content';

/**
 * /pricing (spec §2): hero, video, the membership card (members: 'Already a Member'; others: the consent dialog and
 * checkout), four included cards, the member-only marketplace preview, the final call to action. The affiliate check
 * runs on every route change (TrackingEffects); this page adds the ViewContent event.
 */
export const PricingRoute = () => {
  useViewContent(MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICES.annualCents);
  return (
    <PageLayout>
      <MembershipHero page="pricing" />
      <IntroVideoSection />
      <PricingSection
        nonMemberAction={
          <MembershipPurchaseButton
            variant="unstyled"
            className="bg-white text-primary-700 hover:bg-primary-50 active:bg-primary-800 focus-visible:outline-primary-600"
          />
        }
      />
      <IncludedCards />
      <MarketplacePreview />
      <MembershipFinalCta />
    </PageLayout>
  );
};
