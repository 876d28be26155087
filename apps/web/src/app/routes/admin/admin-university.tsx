import { UniversityEditor } from '@/features/university-admin/components/university-editor';

/** /admin/university (issue 14): the university's playlists and videos. */
export const AdminUniversityRoute = () => <UniversityEditor />;
