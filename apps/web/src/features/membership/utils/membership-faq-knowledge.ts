import {
  formatUsd,
  type KnowledgeDocument,
  MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  MEMBERSHIP_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  type SiteLanguage,
} from '@receptiva/shared';
import type { KnowledgeTranslate } from '@/lib/site-knowledge-types';

export const MEMBERSHIP_FAQ_QUESTIONS = ['cancel', 'setup', 'billing', 'discount', 'guarantee'] as const;

/** The values the FAQ's texts interpolate: the prices the checkout charges, formatted in the text's language. */
export const membershipFaqVariables = (language: string) => ({
  setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents, language),
  monthly: formatUsd(MEMBERSHIP_PRICES.monthlyCents, language),
  months: MEMBERSHIP_COMMITMENT_MONTHS,
  days: MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
});

/** The membership FAQ of /membership-promo in one language, one document per question, for the AI assistant. */
export const membershipFaqKnowledge = (language: SiteLanguage, t: KnowledgeTranslate): KnowledgeDocument[] => {
  const vars = membershipFaqVariables(language);
  return MEMBERSHIP_FAQ_QUESTIONS.map((key) => ({
    kind: 'faq',
    title: t(`membership:promo.faq.${key}.q`, vars),
    url: '/membership-promo#faq-title',
    language,
    text: t(`membership:promo.faq.${key}.a`, vars),
  }));
};
