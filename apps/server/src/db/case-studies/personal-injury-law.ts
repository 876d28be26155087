import type { CaseStudyDefinition } from './case-study-definition';

export const personalInjuryLaw: CaseStudyDefinition = {
  slug: 'personal-injury-firm-night-intake',
  title: 'A personal injury firm signs 37% more cases by running intake at 2 a.m.',
  industry: 'personal-injury-law',
  clientType: 'Personal injury law firm, 3 attorneys',
  summary:
    'Accidents happen at night and on weekends, when the firm’s answering service could only take messages. Intake now happens on the first call, and qualified cases reach the on-call attorney within minutes.',
  challenge: `More than half of the firm’s new enquiries arrived outside office hours. The answering service took a name and number, and a paralegal called back the next morning. By then many callers had already spoken to another firm, often one that advertised “24/7 intake”.

The calls that did come in during the day took a paralegal 15 to 20 minutes each, and a third of them were not personal injury matters at all: landlord disputes, traffic tickets, questions for other practice areas.`,
  solution: `The voice agent follows the firm’s own intake script: what happened and when, injuries and treatment so far, the other party’s insurer, whether a police report exists, and whether the caller already has a lawyer. It checks the incident date against the limitation period and flags urgent matters. It never gives legal advice, and says so.

A qualified case sends the on-call attorney a text with the summary and books a consultation on the firm’s calendar. Callers whose matter the firm does not handle are told so politely and given the state bar’s referral number.

Every intake is written to the case management system with the caller’s answers, ready for the conflict check.`,
  results: [
    { value: '37%', label: 'more signed cases a month' },
    { value: '3 minutes', label: 'from a qualified call to the on-call attorney’s phone' },
    { value: '11 hours', label: 'of paralegal screening saved each week' },
    { value: '58%', label: 'of new leads arrive after hours, and are now answered' },
  ],
  publishedAt: '2025-06-10T09:00:00Z',
};
