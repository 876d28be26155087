import type { SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../../db/client';

/** Who is exporting: the signed-in caller, and the session the request came with (marked in the sessions list). */
export interface ExportSubject {
  userId: string;
  email: string;
  currentSessionId: string;
  /** The language of their e-mails (else the page's): order lines are titled in it, as on /order-history. */
  language: SiteLanguage;
}

/** One JSON file of the archive, built from the caller's rows inside the export's read-only transaction. */
export type ExportSection = (db: Db, subject: ExportSubject) => Promise<Record<string, unknown>>;

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
