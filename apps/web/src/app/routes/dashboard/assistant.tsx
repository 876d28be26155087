import { satisfiesPolicy } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { AssistantAccessNotice } from '@/features/assistant/components/assistant-access-notice';
import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import { DashboardPageHeader } from '@/features/dashboard/components/dashboard-page-header';
import { useAuth } from '@/lib/auth';

/** /dashboard/assistant: the AI assistant for people with access (spec §6), and how to get it for the others. */
export const DashboardAssistantRoute = () => {
  const { t } = useTranslation('assistant');
  const { me } = useAuth();
  if (!me) return null;
  return (
    <>
      <DashboardPageHeader title={t('title')} description={t('intro')} />
      {satisfiesPolicy('assistant', me) ? (
        <AssistantPanel />
      ) : (
        <AssistantAccessNotice isTeamMember={me.hasTeamAccess && !me.isMember} />
      )}
    </>
  );
};
