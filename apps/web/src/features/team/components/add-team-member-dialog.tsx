import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useAddTeamMember } from '../api/add-team-member';
import { NEW_TEAM_MEMBER, type TeamMemberFormOutput, useTeamMemberForm } from '../utils/team-member-form';
import { notifyTeamFailure, notifyTeamSuccess } from '../utils/team-notices';
import { TeamMemberFields } from './team-member-fields';

/** Answers that name the e-mail: shown on that field, with nothing else happening. */
const EMAIL_CODES: ReadonlySet<string> = new Set(['TEAM_MEMBER_EXISTS', 'TEAM_SELF_INVITE']);

/** The "Add Team Member" button and its form (spec §4, §5): links an existing account or sends an invitation. */
export const AddTeamMemberDialog = () => {
  const { t, i18n } = useTranslation(['team', 'errors']);
  const errorMessage = useErrorMessage();
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const add = useAddTeamMember();
  const form = useTeamMemberForm(NEW_TEAM_MEMBER);
  const { handleSubmit, setError, showServerErrors, reset, formState } = form;
  const busy = formState.isSubmitting;

  const open = (next: boolean) => {
    if (next) {
      reset(NEW_TEAM_MEMBER);
      setNotice(null);
    }
    setOpen(next);
  };

  /** True when the answer was shown on the form; anything else is a failure toast. */
  const showOnForm = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const text = errorMessage(error);
    if (EMAIL_CODES.has(error.code)) {
      setError('email', { type: 'server', message: text }, { shouldFocus: true });
      return true;
    }
    if (error.code === 'TEAM_LIMIT_REACHED') {
      setNotice({ tone: 'error', text });
      return true;
    }
    if (error.code === 'VALIDATION_FAILED') {
      const invalid = { message: t('form.errors.invalid') };
      const marked = showServerErrors(error, {
        firstName: { field: 'firstName', ...invalid },
        lastName: { field: 'lastName', ...invalid },
        email: { field: 'email', message: t('form.errors.emailInvalid') },
        phone: { field: 'phone', message: t('form.errors.phoneInvalid') },
        role: { field: 'role', ...invalid },
      });
      if (marked > 0) setNotice({ tone: 'error', text });
      return marked > 0;
    }
    return false;
  };

  const onSubmit = async (values: TeamMemberFormOutput) => {
    setNotice(null);
    try {
      // The e-mail it sends is in the owner's current language.
      const result = await add.mutateAsync({ ...values, locale: i18n.resolvedLanguage ?? i18n.language });
      notifyTeamSuccess(t(result.outcome === 'linked' ? 'add.linked' : 'add.invited'));
      setOpen(false);
    } catch (error) {
      if (!showOnForm(error)) notifyTeamFailure(t('add.failed'), 'Adding a team member', error);
    }
  };

  return (
    <>
      <Button onClick={() => open(true)}>
        <UserPlus aria-hidden="true" />
        {t('actions.add')}
      </Button>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={open}
        isBusy={busy}
        title={t('add.title')}
        description={t('add.description')}
      >
        <form noValidate aria-label={t('add.title')} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <TeamMemberFields form={form} />
          <FormNotice notice={notice} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ModalDialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('actions.cancel')}
              </Button>
            </ModalDialogClose>
            <SubmitButton isPending={busy} pendingLabel={t('add.submitting')}>
              {t('add.submit')}
            </SubmitButton>
          </div>
        </form>
      </ModalDialog>
    </>
  );
};
