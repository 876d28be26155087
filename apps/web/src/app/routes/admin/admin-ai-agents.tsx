import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AdminAgentList } from '@/features/agents-admin/components/admin-agent-list';

/** /admin/ai-agents (issue 18): the voice demo's agents; admins add, edit, order and archive them. */
export const AdminAiAgentsRoute = () => {
  const { t } = useTranslation('agents-admin');
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="text-slate-600">{t('intro')}</p>
        </div>
        <Link to={paths.admin.aiAgentNew.getHref()} className={buttonClasses()}>
          <Plus aria-hidden="true" />
          {t('newAgent')}
        </Link>
      </div>
      <AdminAgentList />
    </section>
  );
};
