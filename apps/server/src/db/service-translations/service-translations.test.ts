import { SERVICE_TRANSLATION_LANGUAGES, serviceTranslationsSchema } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { SERVICE_DEFINITIONS } from '../service-definitions';
import { serviceTranslationsOf } from '.';

describe('the built-in services’ translations', () => {
  it.each(SERVICE_DEFINITIONS.map((d) => [d.slug, d] as const))('%s is translated into the 13 languages', (slug, d) => {
    const translations = serviceTranslationsOf(slug);
    expect(serviceTranslationsSchema.parse(translations)).toEqual(translations);
    expect(Object.keys(translations).sort()).toEqual([...SERVICE_TRANSLATION_LANGUAGES].sort());
    for (const text of Object.values(translations)) expect(text.features).toHaveLength(d.features.length);
  });
});
