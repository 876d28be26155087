/**
 * Where a guest payer creates the account their purchase will be attached to: the sign-up form with the paid e-mail
 * prefilled (the /payment-success page and the receipt e-mail link here). Confirming that e-mail attaches it.
 */
export const createAccountUrl = (publicUrl: string, email: string) =>
  `${publicUrl}/auth?mode=signup&email=${encodeURIComponent(email)}`;
