import { z } from 'zod';
import { SITE_LANGUAGE_CODES, type SiteLanguage } from '../languages';

/** `GET /api/services`: the language to show the texts in (English without it) and an optional search in them. */
export const marketplaceServicesQuerySchema = z.object({
  lng: z.enum(SITE_LANGUAGE_CODES).optional(),
  q: z.string().max(200).optional(),
});

/** `GET /api/services/{slug}`: the language to show the texts in. */
export const marketplaceServiceQuerySchema = z.object({ lng: z.enum(SITE_LANGUAGE_CODES).optional() });

/** `GET /api/orders` and `/api/orders/by-session/{id}`: the language to show the lines' titles in. */
export const orderLanguageQuerySchema = z.object({ lng: z.enum(SITE_LANGUAGE_CODES).optional() });

/** The languages a service's texts may be translated into: English is the service's own text. */
export const SERVICE_TRANSLATION_LANGUAGES = SITE_LANGUAGE_CODES.filter(
  (code): code is Exclude<SiteLanguage, 'en'> => code !== 'en',
);

/** A service's texts in one language, as an editor may write them (decision 025: the admin issue edits these). */
export const serviceTextSchema = z.object({
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(2000),
  features: z.array(z.string().trim().min(1).max(160)).max(12),
});

/** `services.translations`: at most one text per language other than English. */
export const serviceTranslationsSchema = z.partialRecord(z.enum(SERVICE_TRANSLATION_LANGUAGES), serviceTextSchema);
