import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import type { AppDeps } from './app-env';
import { type Database, openPglite, openPostgres } from './db/client';
import { keepEmbeddedStatisticsFresh } from './db/embedded-statistics';
import { type InstancePresence, startInstancePresence } from './db/instance-presence';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import type { Env } from './env';
import { createAnswerWriter } from './lib/assistant/create-answer-writer';
import type { KnowledgeSource } from './lib/assistant/types';
import { createAuth } from './lib/auth';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger, type Logger } from './lib/logger';
import { createMailTransport } from './lib/mailer/transports';
import { type MailWorker, startMailWorker } from './lib/mailer/worker';
import { createPaymentProvider } from './lib/payments/create-payment-provider';
import { sweepExpiredRateLimits } from './lib/rate-limit';
import { createReadiness, type Readiness } from './lib/readiness';
import { createSessionReader } from './lib/session-reader';
import { createVoiceProvider } from './lib/voice/create-voice-provider';
import type { LocalConversation } from './lib/voice/local-agent/conversation';
import { SessionRegistry } from './lib/voice/local-agent/session-registry';
import { sweepExpiredSessionTokens } from './lib/voice/local-agent/session-token';
import { createSpeechEngine } from './lib/voice/local-agent/speech/create-speech-engine';
import { createLocalAgentUpgradeHandler } from './lib/voice/local-agent/upgrade-handler';
import { defaultKnowledge } from './modules/assistant/default-knowledge';
import { refreshKnowledgeIndex } from './modules/assistant/knowledge/refresh-index';
import { getActiveDemoAgent } from './modules/demo-agents/demo-agents.service';
import { membershipFulfilment } from './modules/membership/fulfil-membership';
import { linkGuestPurchases } from './modules/membership/link-guest-purchases.service';
import { linkGuestOnboardingSubmissions } from './modules/onboarding-form/link-guest-submissions.service';
import { orderFulfilment } from './modules/orders/fulfil-order';
import { loadServerRenderer } from './modules/pages/load-server-renderer';
import { chargeRefundedHandler } from './modules/refunds/charge-refunded.handler';
import { getPublicSettings } from './modules/settings/settings.service';
import { subscriptionLifeHandlers } from './modules/subscription/subscription-life-handlers';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Server {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  mailWorker: MailWorker;
  /** This process as other instances see it: its advisory lock, and its listener for their change notices. */
  presence: InstancePresence;
  /** WebSocket upgrades of the node HTTP server (`server.on('upgrade', …)`): the local demo agent. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Whether the instance takes traffic (`/api/ready`); shutdown begins by draining it. */
  readiness: Readiness;
  /**
   * Ends every local voice call with a spoken goodbye (upgraded sockets would otherwise hold the HTTP server open);
   * resolves once they are all closed.
   */
  endVoiceCalls(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite({ dataDir: `${env.DATA_DIR}/pglite` });
}

/** Opens and migrates the database, seeds, wires the adapters and builds the app. No port is opened here. */
export async function createServer(
  env: Env,
  options: {
    database?: Database;
    logger?: Logger;
    webDist?: string | null;
    mailIntervalMs?: number;
    /** More knowledge for the AI assistant (tests add a fixture guide). */
    knowledgeSources?: KnowledgeSource[];
  } = {},
): Promise<Server> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const database = options.database ?? (await openDatabase(env));
  await migrate(database);
  await seed(database.db, { demo: env.NODE_ENV !== 'production' || env.SEED_DEMO, logger });
  // Tests hand in their own small databases; a server that opens its own keeps PGlite's planner informed.
  const stopStatistics = options.database ? () => {} : await keepEmbeddedStatisticsFresh(database, logger);

  const presence = await startInstancePresence(database, logger);
  const mailTransport = createMailTransport(env.SMTP_URL);
  const mailWorker = startMailWorker(database.db, mailTransport, {
    from: env.MAIL_FROM,
    logger,
    presence,
    intervalMs: options.mailIntervalMs,
    onTick: async () => {
      await sweepExpiredRateLimits(database.db);
      await sweepExpiredSessionTokens(database.db);
    },
  });
  const secret = resolveAuthSecret(env);
  const voiceSessions = new SessionRegistry<LocalConversation>(env.VOICE_MAX_LOCAL_SESSIONS);
  const voiceProvider = createVoiceProvider(env, { secret, logger, sessions: voiceSessions });
  const speech = createSpeechEngine(env.VOICE_LOCAL_SPEECH, logger);
  const handleUpgrade = createLocalAgentUpgradeHandler({
    db: database.db,
    findAgent: (voiceAgentId) => getActiveDemoAgent(database.db, voiceAgentId).catch(() => null),
    secret,
    logger,
    speech,
    sessions: voiceSessions,
    maxCallMs: env.VOICE_MAX_CALL_SECONDS * 1000,
    pingIntervalMs: env.VOICE_PING_INTERVAL_SECONDS * 1000,
  });
  const auth = createAuth({
    db: database.db,
    env,
    secret,
    logger,
    brandName: async (db) => (await getPublicSettings(db)).brandName,
    onEmailQueued: () => mailWorker.kick(),
    onEmailVerified: async (db, user) => {
      await linkGuestOnboardingSubmissions(db, user);
      await linkGuestPurchases(db, user);
    },
  });
  const webDist = options.webDist === null ? undefined : (options.webDist ?? env.WEB_DIST ?? DEFAULT_WEB_DIST);
  const renderer = webDist ? await loadServerRenderer(webDist, logger) : null;
  const paymentProvider = createPaymentProvider(env, { db: database.db, serverSecret: secret });
  const assistant = {
    writer: createAnswerWriter(env, logger),
    knowledge: defaultKnowledge(renderer, options.knowledgeSources),
  };
  await refreshKnowledgeIndex(database.db, assistant.knowledge.sources, logger);
  const readiness = createReadiness();
  const deps: AppDeps = {
    env,
    readiness,
    secret,
    database,
    auth,
    readSession: createSessionReader(auth, database.db),
    logger,
    mailTransport,
    mailWorker,
    webDist,
    renderer,
    voiceProvider,
    paymentProvider,
    assistant,
    fulfilmentHandlers: {
      membership: membershipFulfilment(env.PUBLIC_URL, paymentProvider),
      order: orderFulfilment(env.PUBLIC_URL),
    },
    paymentEventHandlers: {
      ...subscriptionLifeHandlers(env.PUBLIC_URL),
      'charge.refunded': chargeRefundedHandler(paymentProvider, logger),
    },
  };
  logger.info('adapters', {
    database: database.description,
    mail: mailTransport.name,
    pages: renderer ? 'server-rendered' : 'browser-rendered',
    voice: voiceProvider.name === 'local' ? `local demo agent (speech: ${speech.name})` : voiceProvider.name,
    payments: paymentProvider.name === 'test' ? 'local test mode' : 'stripe',
    assistant: assistant.writer.description,
  });
  return {
    app: createApp(deps),
    deps,
    mailWorker,
    presence,
    handleUpgrade,
    readiness,
    endVoiceCalls: () => voiceSessions.shutdownAll(),
    close: async () => {
      await voiceSessions.shutdownAll();
      await speech.close();
      stopStatistics();
      await mailWorker.stop();
      await presence.close();
      await database.close();
    },
  };
}
