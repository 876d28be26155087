import { AppError } from '../../lib/app-error';

export const newsletterLinkInvalid = () =>
  new AppError(
    'NEWSLETTER_LINK_INVALID',
    'This newsletter link is not valid. It may have been mistyped, or it was already used.',
  );

export const newsletterLinkExpired = () =>
  new AppError('NEWSLETTER_LINK_EXPIRED', 'This confirmation link has expired. Sign up again to get a new one.');
