import { useServices } from '../api/get-services';

/**
 * A cart line's title as the marketplace shows it now: in the page's language where translated (`lang` says which);
 * null when the service is not listed, so the title stored at adding stands in.
 */
export function useServiceTitle(): (slug: string) => { title: string; lang: string } | null {
  const { query } = useServices();
  const services = new Map(query.data?.services.map((service) => [service.slug, service]));
  return (slug) => {
    const service = services.get(slug);
    return service ? { title: service.title, lang: service.lang } : null;
  };
}
