import { useParams } from 'react-router';
import { AdminEmailDetail } from '@/features/admin-emails/components/admin-email-detail';
import { SettingsTabs } from './settings-tabs';

/** /admin/settings/emails/{emailId} (issue 17 point 6). */
export const AdminEmailRoute = () => {
  const { emailId = '' } = useParams();
  return (
    <div className="grid min-w-0 content-start gap-6">
      <SettingsTabs />
      <AdminEmailDetail key={emailId} emailId={emailId} />
    </div>
  );
};
