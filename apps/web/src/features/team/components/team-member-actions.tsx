import type { TeamMember } from '@receptiva/shared';
import { Pencil, Send, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { memberName } from '../utils/member-name';
import { notifyTeamFailure, notifyTeamSuccess } from '../utils/team-notices';
import { ConfirmTeamChangeDialog } from './confirm-team-change-dialog';
import { EditTeamMemberDialog } from './edit-team-member-dialog';

type OpenDialog = 'edit' | 'remove' | 'revoke' | null;

/** What the owner can do with one row: edit and remove always; resend and revoke while an invitation is pending. */
export const TeamMemberActions = ({ member }: { member: TeamMember }) => {
  const { t } = useTranslation('team');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const remove = useRemoveTeamMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const name = memberName(member);
  const close = () => setDialog(null);
  const isInvited = member.status === 'invited';

  // The refreshed list no longer has this row, so this component unmounts before `mutate`'s own callbacks would run
  // (TanStack Query drops them for an unmounted observer); the promise of `mutateAsync` settles regardless.
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(member.id);
      notifyTeamSuccess(t('remove.success'));
      close();
    } catch (error) {
      notifyTeamFailure(t('remove.failed'), 'Removing a team member', error);
    }
  };
  const confirmRevoke = () =>
    revoke.mutate(member.id, {
      onSuccess: () => {
        notifyTeamSuccess(t('revoke.success'));
        close();
      },
      onError: (error) => notifyTeamFailure(t('revoke.failed'), 'Revoking an invitation', error),
    });
  const sendAgain = () =>
    resend.mutate(member.id, {
      onSuccess: () => notifyTeamSuccess(t('resend.success')),
      onError: (error) => notifyTeamFailure(t('resend.failed'), 'Resending an invitation', error),
    });

  const context = <HiddenContext>({name})</HiddenContext>;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => setDialog('edit')}>
        <Pencil aria-hidden="true" />
        {t('actions.edit')}
        {context}
      </Button>
      {isInvited ? (
        <>
          <Button variant="ghost" size="sm" onClick={sendAgain} disabled={resend.isPending}>
            <Send aria-hidden="true" />
            {t('actions.resend')}
            {context}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('revoke')}>
            <UserX aria-hidden="true" />
            {t('actions.revoke')}
            {context}
          </Button>
        </>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setDialog('remove')}>
        <Trash2 aria-hidden="true" />
        {t('actions.remove')}
        {context}
      </Button>
      {dialog === 'edit' ? <EditTeamMemberDialog member={member} onClose={close} /> : null}
      {dialog === 'remove' ? (
        <ConfirmTeamChangeDialog
          title={t('remove.title', { name })}
          description={t('remove.description', { name, email: member.email })}
          confirmLabel={t('remove.confirm')}
          workingLabel={t('remove.working')}
          isWorking={remove.isPending}
          onConfirm={confirmRemove}
          onClose={close}
        />
      ) : null}
      {dialog === 'revoke' ? (
        <ConfirmTeamChangeDialog
          title={t('revoke.title', { name })}
          description={t('revoke.description', { name, email: member.email })}
          confirmLabel={t('revoke.confirm')}
          workingLabel={t('revoke.working')}
          isWorking={revoke.isPending}
          onConfirm={confirmRevoke}
          onClose={close}
        />
      ) : null}
    </div>
  );
};
