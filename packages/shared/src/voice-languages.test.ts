import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_CODES } from './languages';
import {
  DEFAULT_VOICE_LANGUAGE,
  isVoiceLanguage,
  VOICE_LANGUAGE_CODES,
  VOICE_LANGUAGES,
  voiceLanguageFor,
} from './voice-languages';

describe('voice languages (spec §3, §9)', () => {
  it('lists about 60 languages with unique codes, an English name and a flag emoji', () => {
    expect(VOICE_LANGUAGES.length).toBeGreaterThanOrEqual(55);
    expect(VOICE_LANGUAGES.length).toBeLessThanOrEqual(65);
    expect(new Set(VOICE_LANGUAGE_CODES).size).toBe(VOICE_LANGUAGES.length);
    for (const language of VOICE_LANGUAGES) {
      expect(language.code).toMatch(/^[a-z]{2,3}$/);
      expect(language.name).toMatch(/^[A-Z][a-z]+$/);
      // Two regional-indicator symbols make one flag emoji.
      expect(language.flag).toMatch(/^[\u{1F1E6}-\u{1F1FF}]{2}$/u);
    }
    expect(new Set(VOICE_LANGUAGES.map((l) => l.name)).size).toBe(VOICE_LANGUAGES.length);
  });

  it('defaults to English and lists English first', () => {
    expect(DEFAULT_VOICE_LANGUAGE).toBe('en');
    expect(VOICE_LANGUAGES[0]?.code).toBe('en');
  });

  it('includes every site language, so the site language can be preselected', () => {
    for (const code of SITE_LANGUAGE_CODES) expect(isVoiceLanguage(code), code).toBe(true);
  });

  it('maps a site or browser language tag to a voice language, else the default', () => {
    expect(voiceLanguageFor('de')).toBe('de');
    expect(voiceLanguageFor('pt-BR')).toBe('pt');
    expect(voiceLanguageFor('zh_CN')).toBe('zh');
    expect(voiceLanguageFor('FIL')).toBe('fil');
    expect(voiceLanguageFor('xx')).toBe('en');
    expect(voiceLanguageFor('')).toBe('en');
    expect(voiceLanguageFor(undefined)).toBe('en');
    expect(isVoiceLanguage('klingon')).toBe(false);
    expect(isVoiceLanguage(42)).toBe(false);
  });
});
