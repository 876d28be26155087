import type { InvitationPreview } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamQueryKeys } from './team-query-keys';

/** `POST /api/team-invitations/preview`: what the link offers or why it stopped working (404 when unknown). */
export const previewInvitation = (token: string, signal?: AbortSignal): Promise<InvitationPreview> =>
  api.post('/api/team-invitations/preview', { json: { token } }, { signal });

export const previewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamQueryKeys.invitation(token),
    queryFn: ({ signal }) => previewInvitation(token, signal),
  });

export const useInvitationPreview = (token: string) => useQuery(previewInvitationQueryOptions(token));
