import { AppError } from '../app-error';
import type { PaymentProvider } from './types';

/**
 * The local test-mode checkout is a development convenience that answers this machine only (decision 015). Starting
 * a checkout whose page the caller could not open would strand them, so it is refused up front with a clear reason.
 */
export function assertCanPay(provider: Pick<PaymentProvider, 'name'>, isDevToolsClient: boolean) {
  if (provider.name === 'test' && !isDevToolsClient) {
    throw new AppError('PAYMENTS_UNAVAILABLE', 'Payments are in local test mode, which serves this machine only.');
  }
}
