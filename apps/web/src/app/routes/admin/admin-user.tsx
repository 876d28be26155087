import { useParams } from 'react-router';
import { AdminUserDetail } from '@/features/admin-users/components/admin-user-detail';

/** /admin/users/{userId} (issue 17). */
export const AdminUserRoute = () => {
  const { userId = '' } = useParams();
  return <AdminUserDetail key={userId} userId={userId} />;
};
