import { normalizeLanguage } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit/record-audit';
import { consumeRateLimits } from '../../../lib/rate-limit';
import { EXPORT_FILES } from './export-files';
import type { ExportSubject } from './export-types';
import { readmeText } from './readme-text';
import { zipTextFiles } from './zip-export';

/** Building the archive reads every table of an account: a few downloads an hour are plenty for a person. */
export const DATA_EXPORT_LIMIT = { limit: 5, windowSeconds: 3600 } as const;

export interface DataExport {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Every file's content, read in one read-only snapshot so the files agree with each other. */
async function collectFiles(db: Db, subject: Omit<ExportSubject, 'language'>): Promise<Record<string, string>> {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx
        .select({ locale: profiles.locale })
        .from(profiles)
        .where(eq(profiles.userId, subject.userId));
      const full: ExportSubject = { ...subject, language: normalizeLanguage(profile?.locale) ?? 'en' };
      const files: Record<string, string> = {};
      for (const file of EXPORT_FILES) {
        files[file.name] = `${JSON.stringify(await file.build(tx, full), null, 2)}\n`;
      }
      return files;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * `GET /api/account/export` (issue 19 point 6): the caller's data as JSON files in a zip, with a README.txt. Limited
 * per user; each download is in the account's audit trail.
 */
export async function exportAccountData(
  db: Db,
  subject: Omit<ExportSubject, 'language'>,
  now = new Date(),
): Promise<DataExport> {
  await consumeRateLimits(db, [{ key: `account/export:user:${subject.userId}`, ...DATA_EXPORT_LIMIT }]);
  const files = await collectFiles(db, subject);
  const bytes = zipTextFiles({ 'README.txt': readmeText({ email: subject.email, exportedAt: now }), ...files }, now);
  await recordAudit(db, {
    accountUserId: subject.userId,
    actor: { id: subject.userId, label: subject.email },
    action: 'account.data_exported',
    subjectType: 'account',
    subjectId: subject.userId,
    subjectLabel: subject.email,
  });
  return { fileName: `receptiva-data-${now.toISOString().slice(0, 10)}.zip`, bytes };
}
