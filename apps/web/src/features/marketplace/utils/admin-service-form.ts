import {
  type AdminService,
  dollarsToCents,
  SERVICE_CATEGORIES,
  SERVICE_TRANSLATION_LANGUAGES,
  type ServiceCategory,
  type ServiceInput,
  type SiteLanguage,
  serviceImageSchema,
  serviceSlugSchema,
} from '@receptiva/shared';
import { z } from 'zod';
import { useZodForm } from '@/components/ui/use-zod-form';

export const SERVICE_TEXT_LANGUAGES: readonly SiteLanguage[] = ['en', ...SERVICE_TRANSLATION_LANGUAGES];

/** One language's texts as typed: the features one per line. */
const textValues = z.object({
  title: z.string().trim().max(160),
  description: z.string().trim().max(2000),
  features: z.string(),
});
export type ServiceTextValues = z.input<typeof textValues>;

const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const EMPTY_TEXT: ServiceTextValues = { title: '', description: '', features: '' };
const isEmpty = (text: ServiceTextValues) => !text.title.trim() && !text.description.trim() && !text.features.trim();

/**
 * The editor's fields, checked by the same rules as the server's (`serviceInputSchema`): English required, another
 * language all or nothing (decision 025), the price in dollars with at most two decimals, up to $100,000.
 */
const serviceFormSchema = z
  .object({
    slug: serviceSlugSchema,
    texts: z.record(z.string(), textValues),
    price: z.string().refine((value) => dollarsToCents(value) !== null, { message: 'price' }),
    category: z.union([z.enum(SERVICE_CATEGORIES), z.literal('')]).refine((value) => value !== '', 'category'),
    image: serviceImageSchema,
    isMemberOnly: z.boolean(),
    isActive: z.boolean(),
    sortOrder: z.coerce.number<string>().int().min(0).max(1_000_000),
  })
  .superRefine((values, ctx) => {
    for (const language of SERVICE_TEXT_LANGUAGES) {
      const text = values.texts[language] ?? EMPTY_TEXT;
      if (language !== 'en' && isEmpty(text)) continue;
      for (const field of ['title', 'description'] as const) {
        if (!text[field]) ctx.addIssue({ code: 'custom', path: ['texts', language, field], message: 'required' });
      }
      if (featureLines(text.features).length > 12) {
        ctx.addIssue({ code: 'custom', path: ['texts', language, 'features'], message: 'tooManyFeatures' });
      }
      if (featureLines(text.features).some((line) => line.length > 160)) {
        ctx.addIssue({ code: 'custom', path: ['texts', language, 'features'], message: 'tooLong' });
      }
    }
  })
  .transform((values): ServiceInput => {
    const textOf = (language: SiteLanguage) => {
      const text = values.texts[language] ?? EMPTY_TEXT;
      return { title: text.title, description: text.description, features: featureLines(text.features) };
    };
    const translations = Object.fromEntries(
      SERVICE_TRANSLATION_LANGUAGES.filter((language) => !isEmpty(values.texts[language] ?? EMPTY_TEXT)).map(
        (language) => [language, textOf(language)],
      ),
    );
    return {
      slug: values.slug,
      ...textOf('en'),
      translations,
      listPriceCents: dollarsToCents(values.price) ?? 0,
      category: values.category as ServiceCategory,
      image: values.image,
      isMemberOnly: values.isMemberOnly,
      isActive: values.isActive,
      sortOrder: values.sortOrder,
    };
  });

export type ServiceFormValues = z.input<typeof serviceFormSchema>;

const allTexts = (of: (language: SiteLanguage) => ServiceTextValues) =>
  Object.fromEntries(SERVICE_TEXT_LANGUAGES.map((language) => [language, of(language)]));

export const NEW_SERVICE: ServiceFormValues = {
  slug: '',
  texts: allTexts(() => EMPTY_TEXT),
  price: '',
  category: '',
  image: 'sparkles',
  isMemberOnly: true,
  isActive: true,
  sortOrder: '0',
};

/** Cents as the dollars field shows them: "1997" or "1997.50". */
export const centsToDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export const formValuesOf = (service: AdminService): ServiceFormValues => ({
  slug: service.slug,
  texts: allTexts((language) => {
    const text = language === 'en' ? service : service.translations[language as Exclude<SiteLanguage, 'en'>];
    return text ? { title: text.title, description: text.description, features: text.features.join('\n') } : EMPTY_TEXT;
  }),
  price: centsToDollars(service.listPriceCents),
  category: service.category,
  image: service.image,
  isMemberOnly: service.isMemberOnly,
  isActive: service.isActive,
  sortOrder: String(service.sortOrder),
});

export const useServiceForm = (defaultValues: ServiceFormValues) => useZodForm(serviceFormSchema, { defaultValues });
export type ServiceForm = ReturnType<typeof useServiceForm>;

export type ServiceErrorKey =
  | 'required'
  | 'tooLong'
  | 'tooManyFeatures'
  | 'slugFormat'
  | 'price'
  | 'image'
  | 'category'
  | 'position';

const ERROR_KEYS: readonly ServiceErrorKey[] = ['required', 'tooLong', 'tooManyFeatures'];

/** Which `services-admin:errors.<key>` explains a failed check, from the field's name and the zod issue. */
export function serviceErrorKey(field: string, error: { type: string; message?: string }): ServiceErrorKey {
  if (field === 'slug') return error.type === 'too_big' ? 'tooLong' : 'slugFormat';
  if (field === 'price') return 'price';
  if (field === 'image') return 'image';
  if (field === 'category') return 'category';
  if (field === 'sortOrder') return 'position';
  const own = ERROR_KEYS.find((key) => key === error.message);
  if (error.type === 'custom' && own) return own;
  return error.type === 'too_big' ? 'tooLong' : 'required';
}
