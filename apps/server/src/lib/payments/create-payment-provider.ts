import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createStripeProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';
import type { PaymentProvider } from './types';

/**
 * Stripe when its keys are set, otherwise the local test mode (DESIGN §3); `PAYMENTS=test` chooses test mode on
 * purpose. Production without keys and without `PAYMENTS=test` never gets here: `parseEnv` refuses to start.
 */
export function createPaymentProvider(env: Env, options: { db: Db; serverSecret: string }): PaymentProvider {
  if (env.PAYMENTS !== 'test' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return createTestPaymentProvider({ db: options.db, publicUrl: env.PUBLIC_URL, serverSecret: options.serverSecret });
}
