import { type DiyStep, diyStepUrl } from './diy-guide';
import type { SiteLanguage } from './languages';
import ar from './locales/ar/diy-guide.json';
import de from './locales/de/diy-guide.json';
import en from './locales/en/diy-guide.json';
import es from './locales/es/diy-guide.json';
import fa from './locales/fa/diy-guide.json';
import fr from './locales/fr/diy-guide.json';
import he from './locales/he/diy-guide.json';
import hi from './locales/hi/diy-guide.json';
import it from './locales/it/diy-guide.json';
import ja from './locales/ja/diy-guide.json';
import ko from './locales/ko/diy-guide.json';
import pt from './locales/pt/diy-guide.json';
import ru from './locales/ru/diy-guide.json';
import zh from './locales/zh/diy-guide.json';

/** One language's texts of the DIY guide: its title, intro, each step's texts and the university links' titles. */
export type DiyGuideCatalog = typeof en;

/**
 * Every language's DIY guide, for the server (the AI assistant's knowledge index). The web reads the same files as
 * its `diy-guide` namespace, one language at a time: it never imports this module, which would put all 14 languages
 * into its scripts. Not exported from the package index.
 */
export const DIY_GUIDE_CATALOGS: Record<SiteLanguage, DiyGuideCatalog> = {
  en,
  zh,
  hi,
  es,
  fr,
  ar,
  pt,
  ru,
  ja,
  de,
  ko,
  it,
  he,
  fa,
};

/** One step as plain text with its link, in the language of `catalog`, for the AI assistant's knowledge index. */
export function diyStepText(
  step: DiyStep,
  catalog: DiyGuideCatalog = en,
): { url: string; title: string; text: string } {
  const texts = catalog.steps[step.catalogKey as keyof DiyGuideCatalog['steps']];
  return {
    url: diyStepUrl(step),
    title: texts.title,
    text: [texts.summary, ...texts.instructions, texts.tip].join('\n'),
  };
}
