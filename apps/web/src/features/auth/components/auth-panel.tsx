import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { showNotice } from '@/lib/notifier';
import { useNotice } from '../hooks/use-notice';
import {
  type AuthEntry,
  type AuthMode,
  arrivalKey,
  LASTING_PARAMS,
  type ModeChange,
  PLAIN_ARRIVAL,
  readAuthEntry,
} from '../utils/auth-entry';
import { AuthModeSwitch } from './auth-mode-switch';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SupportContact } from './support-contact';

/**
 * The /auth card: Sign In, Sign Up, reset request, and choosing a new password from a reset link. The page is
 * server-rendered from its path alone (decision 008), so the card hydrates as a plain arrival and reads the query
 * (`?mode=signup`, `?email=`, `?next=`, a reset or confirmation link) right after; a client-side navigation reads it
 * at once. An arrival other than the plain one starts the card afresh, since mode, e-mail and notice are its
 * initial state.
 */
export const AuthPanel = () => {
  const [searchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const [entry, setEntry] = useState<AuthEntry | null>(() => (isHydrated ? readAuthEntry(searchParams) : null));
  if (entry === null && isHydrated) setEntry(readAuthEntry(searchParams));
  const arrival = entry ?? PLAIN_ARRIVAL;
  return <AuthCard key={arrivalKey(arrival)} entry={arrival} />;
};

const AuthCard = ({ entry }: { entry: AuthEntry }) => {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(entry.mode);
  const [email, setEmail] = useState(entry.email);
  const { notice, notify, clear } = useNotice(entry.notice && { tone: entry.notice.tone, text: t(entry.notice.key) });

  // Also as a toast: a visitor signed in by the confirmation link moves on to their dashboard after 100 ms.
  useEffect(() => {
    if (entry.notice) showNotice(entry.notice.tone, t(entry.notice.key), { slot: 'auth-arrival' });
  }, [entry, t]);

  const changeMode: ModeChange = (nextMode, options = {}) => {
    if (!options.keepNotice) clear();
    if (options.email !== undefined) setEmail(options.email.trim());
    setMode(nextMode);
    // The reset token and arrival flags are spent once the visitor moves on; where to go next and for whom are not.
    const lasting = new URLSearchParams(
      LASTING_PARAMS.flatMap((name) => searchParams.getAll(name).map((value) => [name, value])),
    );
    if (searchParams.size > lasting.size) setSearchParams(lasting, { replace: true });
  };

  const formProps = { notice, notify, onModeChange: changeMode, defaultEmail: email };
  // Where to go once signed in, and whether the e-mail is the invitation's (then it cannot be changed).
  const onward = { next: entry.next, isEmailFixed: entry.isEmailFixed };
  return (
    <Card className="w-full">
      <CardHeader spacing="loose">
        {mode === 'signIn' || mode === 'signUp' ? <AuthModeSwitch mode={mode} onChange={changeMode} /> : null}
        <div className="grid gap-1.5">
          <CardTitle as="h1" id="auth-heading" size="lg">
            {t(`headings.${mode}`)}
          </CardTitle>
          <CardDescription>{t(`descriptions.${mode}`)}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {mode === 'signIn' ? <SignInForm key="sign-in" {...formProps} {...onward} /> : null}
        {mode === 'signUp' ? <SignUpForm key="sign-up" {...formProps} {...onward} /> : null}
        {mode === 'reset' ? <ResetRequestForm key="reset" {...formProps} /> : null}
        {mode === 'newPassword' && entry.token ? (
          <NewPasswordForm token={entry.token} notice={notice} notify={notify} onModeChange={changeMode} />
        ) : null}
      </CardContent>
      <CardFooter className="bg-slate-50/60">
        <SupportContact />
      </CardFooter>
    </Card>
  );
};
