import { type AccessPolicy, satisfiesPolicy } from '@receptiva/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';
import { accessOf } from './request-access';

const MEMBERSHIP_POLICIES: ReadonlySet<AccessPolicy> = new Set(['member', 'paid-member']);

/**
 * Enforces a route's declared access policy (decision 014). The only answers it gives are the policy's own:
 * 401 UNAUTHORIZED without a session, 403 MEMBERSHIP_REQUIRED, ASSISTANT_ACCESS_REQUIRED or FORBIDDEN when the
 * session's rights fall short.
 * Public and session routes cost no lookup beyond the session itself.
 */
export const authorize = (policy: AccessPolicy) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (policy !== 'public') {
      if (!c.var.session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
      if (policy !== 'session' && !satisfiesPolicy(policy, await accessOf(c))) {
        if (policy === 'assistant') {
          throw new AppError(
            'ASSISTANT_ACCESS_REQUIRED',
            'The AI assistant is for members, and for team members whose account owner turned it on.',
          );
        }
        throw MEMBERSHIP_POLICIES.has(policy)
          ? new AppError('MEMBERSHIP_REQUIRED', 'Only members with an active membership can do this.')
          : new AppError('FORBIDDEN', 'You do not have access to this.');
      }
    }
    await next();
  });
