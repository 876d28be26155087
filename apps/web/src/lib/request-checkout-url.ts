/** Creating the checkout session failed: spec §8's 'Payment Error' (any other failure is a plain 'Error'). */
export class CheckoutSessionError extends Error {}

/**
 * Asks the server for a hosted checkout and returns its URL. A failed request throws CheckoutSessionError; an
 * answer without a URL throws a plain Error (spec §7: a missing url is an error).
 */
export async function requestCheckoutUrl(createSession: () => Promise<{ url?: string | null }>): Promise<string> {
  const { url } = await createSession().catch((error: unknown) => {
    throw new CheckoutSessionError(error instanceof Error ? error.message : String(error));
  });
  if (!url) throw new Error('No checkout URL');
  return url;
}

/** Spec §8: which toast a failed checkout shows (the keys are the same in each purchase flow's namespace). */
export const checkoutFailureKeys = (error: unknown) =>
  error instanceof CheckoutSessionError
    ? ({ title: 'errors.paymentTitle', description: 'errors.paymentSession' } as const)
    : ({ title: 'errors.genericTitle', description: 'errors.process' } as const);
