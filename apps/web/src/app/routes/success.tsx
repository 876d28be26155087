import { PageLayout } from '@/components/layouts/page-layout';
import { NextStepsPage } from '@/features/next-steps/components/next-steps-page';

/** /success (spec §2): the welcome after joining, with the next steps. */
export const SuccessRoute = () => (
  <PageLayout>
    <NextStepsPage variant="success" />
  </PageLayout>
);
