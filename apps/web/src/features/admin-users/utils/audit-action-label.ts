import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every action the server records (`recordAudit` callers), each labelled in `admin-users:auditActions` (a test).
 * An action missing here still shows, as "Other change (<code>)".
 */
export const KNOWN_AUDIT_ACTIONS = [
  'user.role_granted',
  'user.role_revoked',
  'user.membership_granted',
  'user.membership_cancelled',
  'user.sessions_revoked',
  'user.password_reset_sent',
  'user.confirmation_resent',
  'account.profile_updated',
  'membership.refunded',
  'order.refunded',
  'order.fulfilment_status_changed',
  'order.assignee_changed',
  'demo_booking.updated',
  'onboarding_task.updated',
  'team.member_added',
  'team.member_linked',
  'team.invitation_sent',
  'team.invitation_resent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.member_updated',
  'team.member_removed',
  'team.member_left',
  'business_profile.business_saved',
  'business_profile.details_saved',
  'business_profile.compliance_saved',
  'business_profile.setup_completed',
  'business_profile.setup_deferred',
  'settings.updated',
  'service.created',
  'service.updated',
  'service.archived',
  'service.restored',
  'blog.post_created',
  'blog.post_updated',
  'blog.post_published',
  'blog.post_unpublished',
  'blog.post_deleted',
  'projects.project_created',
  'projects.project_updated',
  'projects.project_published',
  'projects.project_unpublished',
  'projects.project_deleted',
  'university.playlist_created',
  'university.playlist_updated',
  'university.playlist_moved',
  'university.playlist_deleted',
  'university.video_created',
  'university.video_updated',
  'university.video_moved',
  'university.video_deleted',
] as const;

const KNOWN = new Set<string>(KNOWN_AUDIT_ACTIONS);

/** `user.role_granted` → "Role granted" in the page's language; an unknown code → "Other change (code)". */
export function useAuditActionLabel(): (action: string) => string {
  const { t } = useTranslation('admin-users');
  return useCallback(
    (action: string) =>
      KNOWN.has(action)
        ? t(`auditActions.${action}` as 'auditActions.user.role_granted')
        : t('auditUnknown', { action }),
    [t],
  );
}
