import type { TeamAuditPage } from '@receptiva/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamQueryKeys } from './team-query-keys';

/** `GET /api/team/audit?page=N`: one page of the owner's audit trail, newest first. */
export const getTeamAudit = (page: number, signal?: AbortSignal): Promise<TeamAuditPage> =>
  api.get('/api/team/audit', { query: { page: String(page) } }, { signal });

export const getTeamAuditQueryOptions = (page: number) =>
  queryOptions({ queryKey: teamQueryKeys.auditPage(page), queryFn: ({ signal }) => getTeamAudit(page, signal) });

/** The previous page stays on screen while the next one loads. */
export const useTeamAudit = (page: number) =>
  useQuery({ ...getTeamAuditQueryOptions(page), placeholderData: keepPreviousData });
