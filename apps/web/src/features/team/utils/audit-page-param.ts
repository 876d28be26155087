/** The audit trail's page lives in the URL (`?auditPage=2`), so a reload or a shared link shows the same page. */
export const AUDIT_PAGE_PARAM = 'auditPage';

/** A whole number from 1; anything else is the first page. */
export function readAuditPage(params: URLSearchParams): number {
  const raw = params.get(AUDIT_PAGE_PARAM);
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
