import { PageLayout } from '@/components/layouts/page-layout';
import { MembershipBenefits } from '@/features/membership/components/membership-benefits';
import { MembershipFaq } from '@/features/membership/components/membership-faq';
import { MembershipFinalCta } from '@/features/membership/components/membership-final-cta';
import { MembershipTerms } from '@/features/membership/components/membership-terms';
import { PlanComparison } from '@/features/membership/components/plan-comparison';
import { MembershipHero } from '@/features/membership/components/pricing-hero';

/** /membership-promo: where a signed-in non-member lands from /dashboard; what membership gives and how to buy it. */
export const MembershipPromoRoute = () => (
  <PageLayout>
    <MembershipHero page="promo" />
    <MembershipBenefits />
    <MembershipTerms />
    <PlanComparison />
    <MembershipFaq />
    <MembershipFinalCta />
  </PageLayout>
);
