import type { Db } from '../../db/client';

/** What every onboarding-call operation needs beyond its input: the database, the link secret, the clock. */
export interface OnboardingCallContext {
  db: Db;
  /** The server secret that signs the manage links. */
  secret: string;
  publicUrl: string;
  now: Date;
}
