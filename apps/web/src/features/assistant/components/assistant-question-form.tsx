import { ASSISTANT_QUESTION_MAX_LENGTH } from '@receptiva/shared';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { FormNotice } from '@/components/ui/form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';

const questionFormSchema = z.object({
  question: z.string().trim().min(2, 'form.tooShort').max(ASSISTANT_QUESTION_MAX_LENGTH, 'form.tooShort'),
});

interface AssistantQuestionFormProps {
  isBusy: boolean;
  /** Rejects with an ApiError when the question was refused: the form keeps the text and says why. */
  onAsk: (question: string) => Promise<void>;
}

/** The question box: Enter sends, Shift+Enter starts a new line; a refused question stays in the box. */
export const AssistantQuestionForm = ({ isBusy, onAsk }: AssistantQuestionFormProps) => {
  const { t } = useTranslation('assistant');
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setFocus } = useZodForm(questionFormSchema, {
    defaultValues: { question: '' },
  });

  const onSubmit = async ({ question }: { question: string }) => {
    setFailure(null);
    reset({ question: '' });
    try {
      await onAsk(question);
    } catch (error) {
      reset({ question });
      setFailure(errorMessage(error instanceof ApiError ? error : { code: 'NETWORK_ERROR' }));
    }
    setFocus('question');
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const fieldError = formState.errors.question?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
      <FormField
        id="assistant-question"
        label={t('form.label')}
        error={fieldError ? t(fieldError as 'form.tooShort') : undefined}
        hint={t('form.hint')}
      >
        <Textarea
          rows={3}
          placeholder={t('form.placeholder')}
          maxLength={ASSISTANT_QUESTION_MAX_LENGTH}
          onKeyDown={sendOnEnter}
          {...register('question')}
        />
      </FormField>
      <FormNotice notice={failure ? { tone: 'error', text: failure } : null} />
      <div>
        <SubmitButton
          isPending={isBusy}
          pendingLabel={t('form.sending')}
          icon={<SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />}
        >
          {t('form.send')}
        </SubmitButton>
      </div>
    </form>
  );
};
