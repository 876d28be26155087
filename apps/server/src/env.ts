import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * How many reverse proxies stand in front of the server: `true` is one, a number is that many, unset/`false` none.
 * The client's address is the X-Forwarded-For entry that many hops from the right (decision 043).
 */
const proxyHops = z
  .string()
  .regex(/^(true|false|\d{1,2})?$/, 'must be true, false or a number of proxy hops')
  .optional()
  .transform((v) => (v === 'true' ? 1 : v === 'false' || !v ? 0 : Number(v)));

/** Unset and empty (`FOO=`) both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    PUBLIC_URL: optional(z.string().url()),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    ADMIN_EMAIL: optional(z.string().email()),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().min(3).default('Receptiva <no-reply@receptiva.local>'),
    TRUST_PROXY: proxyHops,
    SEED_DEMO: booleanFlag,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    BOOKING_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
    BOOKING_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    NEWSLETTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    NEWSLETTER_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    /** E-mails a day to one typed address, across every public form that sends one (decision 043). */
    MAIL_RATE_LIMIT_PER_RECIPIENT: z.coerce.number().int().min(1).default(10),
    ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    ELEVENLABS_API_KEY: optional(z.string().min(8)),
    ELEVENLABS_API_URL: z.string().url().default('https://api.elevenlabs.io'),
    VOICE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    VOICE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    VOICE_SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    VOICE_MAX_CALL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    VOICE_MAX_LOCAL_SESSIONS: z.coerce.number().int().min(1).default(20),
    VOICE_PING_INTERVAL_SECONDS: z.coerce.number().positive().max(60).default(5),
    VOICE_LOCAL_SPEECH: z.enum(['espeak', 'tone']).default('espeak'),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')),
    STRIPE_API_BASE: optional(z.string().url()),
    /** `test`: the local test-mode checkout even in production (a staging site); unset: Stripe when its keys are set. */
    PAYMENTS: optional(z.enum(['stripe', 'test'])),
    /** The AI assistant writes answers with this OpenAI-compatible API when set; offline retrieval otherwise. */
    OPENAI_API_KEY: optional(z.string().min(1)),
    OPENAI_BASE_URL: optional(z.string().url()),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    ASSISTANT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Seconds `/api/ready` answers 503 before the listener closes on SIGTERM: the load balancer's notice (039). */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
    /** Then at most this long for requests in flight and voice goodbyes; what is left is cut off (exit 1). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
    /** The built site (index.html, assets); the server renderer is its sibling `dist-ssr`. Default: apps/web/dist. */
    WEB_DIST: optional(z.string().min(1)),
    /** `public`: the development conveniences also answer clients that are not on this machine (decision 015). */
    DEV_TOOLS: z.enum(['local', 'public']).default('local'),
  })
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
      }
      const hasStripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
      if (!hasStripeKeys && env.PAYMENTS !== 'test' && (env.NODE_ENV === 'production' || env.PAYMENTS === 'stripe')) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) are required to take real payments; ' +
            'set PAYMENTS=test to run the local test-mode checkout on purpose',
        });
      }
      if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
        ctx.addIssue({
          code: 'custom',
          path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
          message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
        });
      }
    },
    // Run even when another field failed, so every problem is reported at once.
    { when: () => true },
  );

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** Parses the environment once. Each problem becomes one readable line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = result.data;
  return { ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
