import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICES } from '@receptiva/shared';
import { DeferredSection } from '@/components/layouts/deferred-section';
import { PageLayout } from '@/components/layouts/page-layout';
import { IntroVideoSection } from '@/features/home/components/intro-video-section';
import { MembershipHero } from '@/features/membership/components/pricing-hero';
import { useViewContent } from '@/features/membership/hooks/use-view-content';

/** The sections below the video, in the spec's order; each loads and hydrates as the visitor nears it. */
const BELOW_THE_FOLD = [
  {
    key: 'membership',
    load: () =>
      Promise.all([
        import('@/features/home/components/pricing-section'),
        import('@/features/membership/components/membership-purchase-button'),
      ]).then(([{ PricingSection }, { MembershipPurchaseButton }]) => () => (
        <PricingSection
          nonMemberAction={
            <MembershipPurchaseButton
              variant="unstyled"
              className="bg-white text-primary-700 hover:bg-primary-50 active:bg-primary-800 focus-visible:outline-primary-600"
            />
          }
        />
      )),
  },
  {
    key: 'included',
    load: () => import('@/features/membership/components/included-cards').then((m) => m.IncludedCards),
  },
  {
    key: 'preview',
    load: () => import('@/features/marketplace/components/marketplace-preview').then((m) => m.MarketplacePreview),
  },
  {
    key: 'finalCta',
    load: () => import('@/features/membership/components/membership-final-cta').then((m) => m.MembershipFinalCta),
  },
];

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
      <IntroVideoSection page="pricing" />
      {BELOW_THE_FOLD.map(({ key, load }) => (
        <DeferredSection key={key} load={load} />
      ))}
    </PageLayout>
  );
};
