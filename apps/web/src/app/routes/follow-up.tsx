import { PageLayout } from '@/components/layouts/page-layout';
import { NextStepsPage } from '@/features/next-steps/components/next-steps-page';

/** /follow-up (spec §2): where follow-up messages send a customer to finish getting started. */
export const FollowUpRoute = () => (
  <PageLayout>
    <NextStepsPage variant="followUp" />
  </PageLayout>
);
