import {
  supportTicketCreateSchema,
  TICKET_BODY_MAX_LENGTH,
  TICKET_CATEGORIES,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_URL_MAX_LENGTH,
} from '@receptiva/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTicketFieldError } from '@/components/support/ticket-field-error';
import { FormField } from '@/components/ui/form-field';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useOpenSupportTicket } from '../api/open-support-ticket';

const formSchema = supportTicketCreateSchema.pick({ subject: true, category: true, body: true, attachmentUrl: true });
const EMPTY = { subject: '', category: '' as 'other', body: '', attachmentUrl: '' };

interface NewTicketFormProps {
  /** The team's owner in the team view: the ticket belongs to that account. */
  team: { ownerId: string; ownerName: string } | null;
}

/** Opens a ticket (subject, category, message, optional link) and goes to its thread. */
export const NewTicketForm = ({ team }: NewTicketFormProps) => {
  const { t, i18n } = useTranslation('support');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useTicketFieldError();
  const open = useOpenSupportTicket();
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const { register, handleSubmit, formState, showServerErrors } = useZodForm(formSchema, { defaultValues: EMPTY });
  const { errors } = formState;

  const onSubmit = async (values: z.output<typeof formSchema>) => {
    setNotice(null);
    try {
      const ticket = await open.mutateAsync({
        ...values,
        attachmentUrl: values.attachmentUrl ?? '',
        ...(team ? { accountId: team.ownerId } : {}),
        locale: i18n.resolvedLanguage ?? i18n.language,
      });
      showNotice('success', t('new.opened', { number: ticket.number }), { slot: 'support-notice' });
      navigate(paths.dashboardSupportTicket.getHref(ticket.id));
    } catch (error) {
      const marked = showServerErrors(error);
      const known = error instanceof ApiError && error.code !== 'INTERNAL_ERROR';
      setNotice({ tone: 'error', text: known && marked === 0 ? errorMessage(error) : t('new.failed') });
    }
  };

  return (
    <form noValidate aria-labelledby="new-ticket-title" onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="new-ticket-title" className="text-xl font-semibold text-slate-900">
          {t('new.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('new.description')}</p>
        {team ? <p className="text-sm text-slate-700">{t('new.teamNotice', { owner: team.ownerName })}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField
          id="new-ticket-subject"
          label={t('new.subject')}
          required
          error={fieldError('subject', errors.subject)}
        >
          <Input maxLength={TICKET_SUBJECT_MAX_LENGTH} dir="auto" {...register('subject')} />
        </FormField>
        <FormField
          id="new-ticket-category"
          label={t('new.category')}
          required
          error={fieldError('category', errors.category)}
        >
          <NativeSelect {...register('category')}>
            <option value="" disabled>
              {t('new.category')}
            </option>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="new-ticket-message" label={t('new.message')} required error={fieldError('body', errors.body)}>
        <Textarea rows={6} maxLength={TICKET_BODY_MAX_LENGTH} dir="auto" {...register('body')} />
      </FormField>
      <FormField
        id="new-ticket-attachment"
        label={t('new.attachment')}
        hint={t('new.attachmentHint')}
        error={fieldError('attachmentUrl', errors.attachmentUrl)}
      >
        <Input type="url" inputMode="url" maxLength={TICKET_URL_MAX_LENGTH} {...register('attachmentUrl')} />
      </FormField>
      <FormNotice notice={notice} />
      <div>
        <SubmitButton isPending={formState.isSubmitting} pendingLabel={t('new.submitting')}>
          {t('new.submit')}
        </SubmitButton>
      </div>
    </form>
  );
};
