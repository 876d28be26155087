import type { ServerRenderer } from '@receptiva/shared';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Access } from './lib/access/access';
import type { AssistantDeps } from './lib/assistant/types';
import type { Auth, AuthSession } from './lib/auth';
import type { Logger } from './lib/logger';
import type { MailTransport } from './lib/mailer/types';
import type { MailWorker } from './lib/mailer/worker';
import type { FulfilmentHandlers, PaymentEventHandlers } from './lib/payments/fulfilment';
import type { PaymentProvider } from './lib/payments/types';
import type { Readiness } from './lib/readiness';
import type { SessionReader } from './lib/session-reader';
import type { VoiceProvider } from './lib/voice/types';

/** Everything a request handler may need, built once at start (or per test). */
export interface AppDeps {
  env: Env;
  /** AUTH_SECRET (or the generated one outside production): keys derived from it sign our links' tokens. */
  secret: string;
  database: Database;
  auth: Auth;
  /** better-auth's session read, its common case without better-auth's overhead (lib/session-reader.ts). */
  readSession: SessionReader;
  logger: Logger;
  mailTransport: MailTransport;
  mailWorker: Pick<MailWorker, 'kick'>;
  /** Signed URLs for the voice demo: ElevenLabs, or the local demo agent on our own port. */
  voiceProvider: VoiceProvider;
  /** Stripe, or the local test-mode checkout. */
  paymentProvider: PaymentProvider;
  /** The AI assistant: its answer writer (a model, or composed from passages) and its knowledge sources. */
  assistant: AssistantDeps;
  /** What a verified payment event does, by `metadata.kind`: registered at setup (server.ts). */
  fulfilmentHandlers: FulfilmentHandlers;
  /** What a verified event without a checkout does, by event type (subscription life, refunds): server.ts. */
  paymentEventHandlers: PaymentEventHandlers;
  /** `/api/ready` answers 503 once shutdown begins (index.ts). */
  readiness: Readiness;
  /** Where the built SPA lives; absent in API-only tests. */
  webDist?: string;
  /** The web app's server renderer for public pages; absent when not built (pages then render in the browser). */
  renderer?: ServerRenderer | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    requestId: string;
    logger: Logger;
    clientIp: string;
    session: AuthSession | null;
    /** Looked up on first use (`accessOf`): the policy and the handler share one query. */
    access: Promise<Access> | undefined;
  };
}
