import type { TeamMember, UpdateTeamMemberInput } from '@receptiva/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useUpdateTeamMember } from '../api/update-team-member';
import { memberName } from '../utils/member-name';
import {
  formValuesOf,
  type TeamMemberFormOutput,
  type TeamMemberFormValues,
  useTeamMemberForm,
} from '../utils/team-member-form';
import { notifyTeamFailure, notifyTeamSuccess } from '../utils/team-notices';
import { TeamMemberFields } from './team-member-fields';

const EDITABLE = ['firstName', 'lastName', 'phone', 'role', 'hasCrmAccess', 'hasAiAccess'] as const;

/** Only what changed is sent (spec §7 "a partial field set"), so the audit trail lists exactly that. */
function changesOf(before: TeamMemberFormValues, after: TeamMemberFormOutput): UpdateTeamMemberInput {
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (after[key] !== before[key]) changes[key] = after[key];
  }
  return changes as UpdateTeamMemberInput;
}

interface EditTeamMemberDialogProps {
  member: TeamMember;
  onClose: () => void;
}

/** Names, phone, role and both access switches of one row; the e-mail is shown but cannot change. */
export const EditTeamMemberDialog = ({ member, onClose }: EditTeamMemberDialogProps) => {
  const { t } = useTranslation('team');
  const update = useUpdateTeamMember();
  const [initial] = useState(() => formValuesOf(member));
  const form = useTeamMemberForm(initial);
  const { handleSubmit, showServerErrors, formState } = form;
  const busy = formState.isSubmitting;

  const onSubmit = async (values: TeamMemberFormOutput) => {
    const input = changesOf(initial, values);
    if (Object.keys(input).length === 0) return onClose();
    try {
      await update.mutateAsync({ memberId: member.id, input });
      notifyTeamSuccess(t('edit.success'));
      onClose();
    } catch (error) {
      const invalid = { message: t('form.errors.invalid') };
      const shown =
        error instanceof ApiError &&
        error.code === 'VALIDATION_FAILED' &&
        showServerErrors(error, {
          firstName: { field: 'firstName', ...invalid },
          lastName: { field: 'lastName', ...invalid },
          phone: { field: 'phone', message: t('form.errors.phoneInvalid') },
          role: { field: 'role', ...invalid },
        }) > 0;
      if (!shown) notifyTeamFailure(t('edit.failed'), 'Updating a team member', error);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBusy={busy}
      title={t('edit.title')}
      description={t('edit.description', { name: memberName(member) })}
    >
      <form noValidate aria-label={t('edit.title')} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
        <TeamMemberFields form={form} isEmailFixed />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalDialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t('actions.cancel')}
            </Button>
          </ModalDialogClose>
          <SubmitButton isPending={busy} pendingLabel={t('edit.submitting')}>
            {t('edit.submit')}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
};
