import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldMessageIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import type { SignupFieldProblem, SignupFormProblem, SignupOutcome } from '../utils/send-signup';
import { NEWSLETTER_STYLES, type NewsletterVariant } from './newsletter-styles';

const loadSignup = () => import('../utils/send-signup');

interface NewsletterSignupFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  variant: NewsletterVariant;
  onSubscribed: (email: string) => void;
  /** Back from the thank-you for another address: the field takes the focus the thank-you had. */
  focusOnMount?: boolean;
}

/**
 * The address field and the Subscribe button. The button waits for hydration, so a press on the server's HTML cannot
 * send the form natively (the address would end up in the URL); the field is read-only while its address is sent.
 */
export const NewsletterSignupForm = ({
  labelledBy,
  variant,
  onSubscribed,
  focusOnMount,
}: NewsletterSignupFormProps) => {
  const { t, i18n } = useTranslation('newsletter');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isHydrated = useIsHydrated();
  const [isSubscribing, setSubscribing] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<SignupFieldProblem | null>(null);
  const [formProblem, setFormProblem] = useState<SignupFormProblem | null>(null);
  const styles = NEWSLETTER_STYLES[variant];
  const error = fieldProblem ? t(`signup.errors.${fieldProblem}`) : undefined;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubscribing) return;
    const email = inputRef.current?.value ?? '';
    setSubscribing(true);
    setFormProblem(null);
    // The module itself may fail to load (offline): that is a failed attempt too.
    const outcome: SignupOutcome = await loadSignup()
      .then(({ sendSignup }) => sendSignup(email, i18n.resolvedLanguage ?? i18n.language))
      .catch(() => ({ isSubscribed: false, form: 'failed' }));
    setSubscribing(false);
    if (outcome.isSubscribed) return onSubscribed(email.trim());
    setFieldProblem(outcome.field ?? null);
    setFormProblem(outcome.form ?? null);
    if (outcome.field) inputRef.current?.focus();
  };

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      // Fetch the checks and the request as soon as the visitor turns to the form, before they press Subscribe.
      onFocus={() => void loadSignup()}
      onPointerEnter={() => void loadSignup()}
      className="grid gap-2"
    >
      <label htmlFor={inputId} className={styles.label}>
        {t('signup.emailLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-48 flex-1">
          <Input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            dir="ltr"
            inputMode="email"
            autoComplete="email"
            placeholder={t('signup.emailPlaceholder')}
            readOnly={isSubscribing}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldMessageIds(inputId, { error })}
          />
        </div>
        <SubmitButton
          size="lgField"
          isPending={isSubscribing}
          disabled={!isHydrated}
          pendingLabel={t('signup.submitting')}
          icon={<Mail aria-hidden="true" />}
        >
          {t('signup.submit')}
        </SubmitButton>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {formProblem ? (
        <p role="alert" className={styles.error}>
          {t(`signup.errors.${formProblem}`)}
        </p>
      ) : null}
      <p className={styles.small}>
        {t('signup.privacy')}{' '}
        <Link to={paths.legal.getHref('privacy')} className={styles.link}>
          {t('signup.privacyLink')}
        </Link>
      </p>
    </form>
  );
};
