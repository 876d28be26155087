import type { ServiceText, ServiceTranslations, SiteLanguage } from '@receptiva/shared';
import ar from './ar.json';
import de from './de.json';
import es from './es.json';
import fa from './fa.json';
import fr from './fr.json';
import he from './he.json';
import hi from './hi.json';
import it from './it.json';
import ja from './ja.json';
import ko from './ko.json';
import pt from './pt.json';
import ru from './ru.json';
import zh from './zh.json';

type Catalog = Record<string, ServiceText>;

/** The built-in services' texts in the 13 languages besides English, one file per language keyed by service slug. */
const CATALOGS: Record<Exclude<SiteLanguage, 'en'>, Catalog> = { zh, hi, es, fr, ar, pt, ru, ja, de, ko, it, he, fa };

/** A built-in service's translations as the `services.translations` column holds them. */
export const serviceTranslationsOf = (slug: string): ServiceTranslations =>
  Object.fromEntries(
    Object.entries(CATALOGS).flatMap(([language, catalog]) => (catalog[slug] ? [[language, catalog[slug]]] : [])),
  );
