import { MEMBER_DISCOUNT_PERCENT } from '@receptiva/shared';
import { Lock, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The member-only and 50% discount badges of a service card (spec §2). */
export const ServiceBadges = ({ isMemberOnly }: { isMemberOnly: boolean }) => {
  const { t } = useTranslation('marketplace');
  return (
    <div className="flex flex-wrap gap-2">
      {isMemberOnly ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
          <Lock aria-hidden="true" className="size-3" />
          {t('card.memberOnly')}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
        <Tag aria-hidden="true" className="size-3" />
        {t('card.discount', { percent: MEMBER_DISCOUNT_PERCENT })}
      </span>
    </div>
  );
};
