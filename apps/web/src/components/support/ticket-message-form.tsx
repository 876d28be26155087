import { TICKET_BODY_MAX_LENGTH, TICKET_URL_MAX_LENGTH, ticketReplySchema } from '@receptiva/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useTicketFieldError } from './ticket-field-error';

export interface TicketMessageValues {
  body: string;
  attachmentUrl: string | null;
}

interface TicketMessageFormProps {
  title: string;
  texts: { body: string; hint?: string; submit: string; pending: string; done: string; failed: string };
  /** Replies carry an optional attachment link; internal notes do not. */
  withAttachment: boolean;
  onSend: (values: TicketMessageValues) => Promise<unknown>;
}

/**
 * Writes one message of a ticket (a customer's or staff's reply, or staff's internal note): plain text and an
 * optional http(s) link, checked by the shared schema before it leaves the page. The form empties once sent.
 */
export const TicketMessageForm = ({ title, texts, withAttachment, onSend }: TicketMessageFormProps) => {
  const { t } = useTranslation('support');
  const id = useId();
  const errorMessage = useErrorMessage();
  const fieldError = useTicketFieldError();
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const form = useZodForm(ticketReplySchema, { defaultValues: { body: '', attachmentUrl: '' } });
  const { register, handleSubmit, reset, formState, showServerErrors } = form;
  const onSubmit = async (values: TicketMessageValues) => {
    setNotice(null);
    try {
      await onSend(values);
      reset({ body: '', attachmentUrl: '' });
      setNotice({ tone: 'success', text: texts.done });
    } catch (error) {
      const marked = showServerErrors(error);
      const known = error instanceof ApiError && error.code !== 'INTERNAL_ERROR';
      setNotice({ tone: 'error', text: known && marked === 0 ? errorMessage(error) : texts.failed });
    }
  };
  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <FormField
        id={`${id}-body`}
        label={texts.body}
        required
        hint={texts.hint}
        error={fieldError('body', formState.errors.body)}
      >
        <Textarea rows={5} maxLength={TICKET_BODY_MAX_LENGTH} dir="auto" {...register('body')} />
      </FormField>
      {withAttachment ? (
        <FormField
          id={`${id}-attachment`}
          label={t('new.attachment')}
          hint={t('new.attachmentHint')}
          error={fieldError('attachmentUrl', formState.errors.attachmentUrl)}
        >
          <Input type="url" inputMode="url" maxLength={TICKET_URL_MAX_LENGTH} {...register('attachmentUrl')} />
        </FormField>
      ) : null}
      <FormNotice notice={notice} />
      <div>
        <SubmitButton isPending={formState.isSubmitting} pendingLabel={texts.pending}>
          {texts.submit}
        </SubmitButton>
      </div>
    </form>
  );
};
