import {
  dollarsToCents,
  type MarketplaceService,
  memberPriceCents,
  SERVICE_CATEGORIES,
  type SiteLanguage,
} from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import type { ServiceForm } from '../utils/admin-service-form';
import { ServiceCard } from './service-card';

/**
 * The service's marketplace card as the form stands, in the language of the open tab (English where that language is
 * empty, as the marketplace does): once as a visitor sees it (no price), once as a member (list and member price).
 */
export const AdminServicePreview = ({ form, language }: { form: ServiceForm; language: SiteLanguage }) => {
  const { t } = useTranslation('services-admin');
  const values = form.watch();
  const own = values.texts?.[language];
  const text = own?.title.trim() ? own : values.texts?.en;
  const listPriceCents = dollarsToCents(values.price ?? '');
  const service: MarketplaceService = {
    slug: values.slug || 'preview',
    lang: own?.title.trim() ? language : 'en',
    title: text?.title.trim() || t('preview.untitled'),
    description: text?.description ?? '',
    features: (text?.features ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    category: SERVICE_CATEGORIES.find((category) => category === values.category) ?? 'operations',
    image: values.image ?? '',
    isMemberOnly: values.isMemberOnly ?? true,
    price: null,
  };
  const asMember: MarketplaceService = {
    ...service,
    price: listPriceCents ? { listPriceCents, memberPriceCents: memberPriceCents(listPriceCents) } : null,
  };
  return (
    <section aria-labelledby="service-preview-heading" className="grid content-start gap-4">
      <h2 id="service-preview-heading" className="text-lg font-semibold text-slate-900">
        {t('preview.heading')}
      </h2>
      {(
        [
          ['visitor', service],
          ['member', asMember],
        ] as const
      ).map(([viewer, card]) => (
        <figure key={viewer} className="grid gap-2" data-testid={`service-preview-${viewer}`}>
          <figcaption className="text-sm font-medium text-slate-600">{t(`preview.${viewer}`)}</figcaption>
          <div>
            <ServiceCard service={{ ...card, slug: `preview-${viewer}` }} />
          </div>
        </figure>
      ))}
    </section>
  );
};
