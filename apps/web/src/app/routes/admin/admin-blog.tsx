import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AdminBlogList } from '@/features/blog/components/admin-blog-list';
import { BlogEditorArea, useBlogEditorPaths } from '@/features/blog/hooks/use-blog-editor-paths';

const BlogList = () => {
  const { t } = useTranslation('blog-admin');
  const editorPaths = useBlogEditorPaths();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="text-slate-600">{t('intro')}</p>
        </div>
        <Link to={editorPaths.newPost} className={buttonClasses()}>
          <Plus aria-hidden="true" />
          {t('newPost')}
        </Link>
      </div>
      <AdminBlogList />
    </section>
  );
};

/**
 * /admin/blog and /staff-dashboard/blog (issue 14, decision 037): every post in every language; admins write,
 * translate and publish in the admin area, staff on their own dashboard, both through /api/staff/blog.
 */
export const AdminBlogRoute = ({ area = 'admin' }: { area?: 'admin' | 'staff' }) => (
  <BlogEditorArea area={area}>
    <BlogList />
  </BlogEditorArea>
);
