import { PageLayout } from '@/components/layouts/page-layout';
import { LegalDocument } from '@/features/legal/components/legal-document';

/** /legal (spec §9): server-rendered like the other public pages, so its anchors work from the first paint. */
export const LegalRoute = () => (
  <PageLayout>
    <LegalDocument />
  </PageLayout>
);
