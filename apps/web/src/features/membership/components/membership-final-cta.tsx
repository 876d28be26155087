import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth';
import { MembershipPurchaseButton } from './membership-purchase-button';

/** The closing call to action of /pricing and /membership-promo; members are told they already have it. */
export const MembershipFinalCta = () => {
  const { t } = useTranslation('membership');
  const { isMember } = useAuth();
  return (
    <section className="bg-gradient-to-br from-primary-700 to-violet-700 px-4 py-16 text-white sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="text-2xl font-bold text-balance sm:text-4xl">{t('finalCta.title')}</h2>
        <p className="mt-4 text-lg text-pretty text-primary-100">{t('finalCta.text')}</p>
        <div className="mx-auto mt-8 max-w-sm">
          {isMember ? (
            <p className="rounded-xl bg-white/15 px-4 py-3 font-semibold">{t('finalCta.member')}</p>
          ) : (
            <MembershipPurchaseButton
              variant="unstyled"
              className="bg-white text-primary-700 shadow-sm hover:bg-primary-50 active:bg-primary-800 focus-visible:outline-primary-600"
            />
          )}
        </div>
      </div>
    </section>
  );
};
