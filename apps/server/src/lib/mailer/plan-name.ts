import { MEMBERSHIP_PLAN_NAME } from '@receptiva/shared';
import { translateEmail } from '../../locales';

/**
 * The plan's name as an e-mail in `locale` writes it: the one plan the site sells is translated (`plans.annual`);
 * any other stored name (an order recorded before, or by hand) is product data and stays as stored.
 */
export const planNameIn = (planName: string, locale: string): string =>
  planName === MEMBERSHIP_PLAN_NAME ? translateEmail(locale, 'plans.annual') : planName;
