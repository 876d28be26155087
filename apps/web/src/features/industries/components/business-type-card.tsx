import type { BusinessType } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { BusinessTypeIcon } from '@/components/ui/business-type-icon';
import { cn } from '@/lib/cn';

interface BusinessTypeCardProps {
  type: BusinessType;
  name: string;
  description: string;
}

export const BusinessTypeCard = ({ type, name, description }: BusinessTypeCardProps) => {
  const { t } = useTranslation('business-types');
  return (
    <article className="group relative flex h-full flex-col gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1 bg-linear-to-r', type.gradient)} />
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-sm',
            type.gradient,
          )}
        >
          <BusinessTypeIcon name={type.icon} />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-xs text-slate-500">{t(`categories.${type.category}`)}</p>
        </div>
      </div>
      <p className="text-sm leading-relaxed text-slate-600">{description}</p>
    </article>
  );
};
