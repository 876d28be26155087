import 'i18next';
import type { CatalogResources } from '@/locales/namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CatalogResources;
  }
}
