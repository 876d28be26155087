import { describe, expect, it } from 'vitest';
import { composeLocalAnswer, excerptFor } from './local-writer';
import type { GroundingPassage } from './types';

const passage = (text: string, overrides: Partial<GroundingPassage> = {}): GroundingPassage => ({
  number: 1,
  kind: 'legal',
  title: 'Terms of Service: Availability',
  url: '/legal#terms',
  language: 'en',
  text,
  ...overrides,
});

describe('the offline answer', () => {
  it('quotes the sentences that share the question’s words, keeping numbers like 99.9% whole', () => {
    const text =
      'We aim for 99.9% uptime of the service in each calendar month. This is a goal, not a guarantee. Maintenance is announced in advance.';
    expect(excerptFor(passage(text), 'what uptime do you aim for?')).toContain('We aim for 99.9% uptime');
  });

  it('names each source in the asker’s language and cites it by number', () => {
    const [intro, first] = composeLocalAnswer({
      question: 'uptime',
      language: 'de',
      passages: [passage('We aim for 99.9% uptime.', { kind: 'diy', title: 'Go live' })],
    });
    expect(intro).toBe('Das sagen die Anleitungen dieser Website dazu:');
    expect(first).toBe('Aus der Schritt-für-Schritt-Anleitung (Go live) [1]: We aim for 99.9% uptime.');
  });

  it('says so when nothing matched', () => {
    expect(composeLocalAnswer({ question: 'x', language: 'en', passages: [] })).toEqual([
      'I could not find anything about this in the site’s guides. Try other words, or ask our support team.',
    ]);
  });
});
