import { describe, expect, it } from 'vitest';
import { DIY_STEP_IDS, DIY_STEPS, diyStepUrl } from './diy-guide';
import { diyStepText } from './diy-guide-catalogs';
import { SITE_LANGUAGE_CODES } from './languages';
import ar from './locales/ar/diy-guide.json';
import de from './locales/de/diy-guide.json';
import en from './locales/en/diy-guide.json';
import es from './locales/es/diy-guide.json';
import fa from './locales/fa/diy-guide.json';
import fr from './locales/fr/diy-guide.json';
import he from './locales/he/diy-guide.json';
import hi from './locales/hi/diy-guide.json';
import itCatalog from './locales/it/diy-guide.json';
import ja from './locales/ja/diy-guide.json';
import ko from './locales/ko/diy-guide.json';
import pt from './locales/pt/diy-guide.json';
import ru from './locales/ru/diy-guide.json';
import zh from './locales/zh/diy-guide.json';

type Node = string | string[] | { [key: string]: Node };
const CATALOGS: Record<string, unknown> = { ar, de, en, es, fa, fr, he, hi, it: itCatalog, ja, ko, pt, ru, zh };
const read = (lng: string): Node => CATALOGS[lng] as Node;

/** Every leaf as `a.b.c` (array items as `a.b.0`), with its text. */
const leaves = (node: Node, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node).flatMap(([key, child]) => leaves(child as Node, prefix ? `${prefix}.${key}` : key));

describe('the DIY guide', () => {
  it('has the seven steps in order, each with an anchor, a time and university links', () => {
    expect(DIY_STEPS.map((step) => step.id)).toEqual([...DIY_STEP_IDS]);
    expect(diyStepUrl(DIY_STEPS[2]!)).toBe('/diy-onboarding#connect-calendar');
    for (const step of DIY_STEPS) {
      expect(step.minutes).toBeGreaterThan(0);
      expect(step.university.length).toBeGreaterThan(0);
    }
  });

  it('gives the server each step as English text with its link', () => {
    const calendar = diyStepText(DIY_STEPS[2]!);
    expect(calendar.url).toBe('/diy-onboarding#connect-calendar');
    expect(calendar.title).toBe('Connect your calendar');
    expect(calendar.text).toContain('Google Calendar');
  });

  const english = Object.fromEntries(leaves(read('en')));

  it.each(SITE_LANGUAGE_CODES)('%s has exactly the English keys, translated', (lng) => {
    const catalog = Object.fromEntries(leaves(read(lng)));
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) expect(text.trim(), `${lng}:${key}`).not.toBe('');
    if (lng !== 'en') {
      const same = Object.keys(catalog).filter((key) => catalog[key] === english[key]);
      expect(same, `${lng}: untranslated`).toEqual([]);
    }
  });
});
