import type { ProjectStatus } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const ProjectStatusBadge = ({ status }: { status: ProjectStatus }) => {
  const { t } = useTranslation('projects-admin');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'published' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
};
