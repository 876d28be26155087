import { invitationTokenSchema } from '@receptiva/shared';
import { Check, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/preview-invitation';
import { notifyTeamFailure, notifyTeamSuccess } from '../utils/team-notices';
import { InvitationMismatch } from './invitation-mismatch';
import { InvitationSignInChoice } from './invitation-sign-in-choice';
import { type InvitationProblem, InvitationState } from './invitation-state';
import { InvitationSummary } from './invitation-summary';

/** The answers of accept that mean the link itself no longer works. */
const PROBLEM_OF_CODE: Readonly<Record<string, InvitationProblem>> = {
  INVITATION_NOT_FOUND: 'invalid',
  INVITATION_EXPIRED: 'expired',
  INVITATION_REVOKED: 'revoked',
  INVITATION_USED: 'used',
};

interface TeamInvitationProps {
  /** The `?token=` of the link, as given. */
  token: string | null;
  /** The account joined the owner's team: open their team view. */
  onAccepted: (ownerId: string) => void;
}

/** /team-invitation (issue 13 point 4): who invites you to what, and what you can do about it from here. */
export const TeamInvitation = ({ token, onAccepted }: TeamInvitationProps) => {
  if (!token) return <InvitationState problem="missing" />;
  // A token that cannot be one is not sent: it is as unknown as a wrong one.
  if (!invitationTokenSchema.safeParse({ token }).success) return <InvitationState problem="invalid" />;
  return <InvitationPreviewCard token={token.trim()} onAccepted={onAccepted} />;
};

const InvitationPreviewCard = ({ token, onAccepted }: { token: string; onAccepted: (ownerId: string) => void }) => {
  const { t } = useTranslation('team');
  const preview = useInvitationPreview(token);
  const { user, loading } = useAuth();
  const accept = useAcceptInvitation(token);
  const [problem, setProblem] = useState<InvitationProblem | null>(null);

  if (preview.isPending) return <Spinner label={t('invitation.loading')} showLabel className="justify-self-center" />;
  if (preview.isError) {
    const isUnknown = preview.error instanceof ApiError && preview.error.status < 500;
    return <InvitationState problem={isUnknown ? 'invalid' : 'failed'} onRetry={() => void preview.refetch()} />;
  }
  const invitation = preview.data;
  const shownProblem = problem ?? (invitation.state === 'valid' ? null : invitation.state);
  if (shownProblem) return <InvitationState problem={shownProblem} inviterName={invitation.inviterName} />;

  const acceptNow = () =>
    accept.mutate(undefined, {
      onSuccess: ({ ownerId, ownerName }) => {
        notifyTeamSuccess(t('invitation.accepted', { owner: ownerName }));
        onAccepted(ownerId);
      },
      onError: (error) => {
        const known = error instanceof ApiError ? PROBLEM_OF_CODE[error.code] : undefined;
        if (known) setProblem(known);
        else notifyTeamFailure(t('invitation.acceptFailed'), 'Accepting an invitation', error);
      },
    });

  let actions = <Spinner label={t('invitation.loading')} />;
  if (!loading && !user) actions = <InvitationSignInChoice preview={invitation} />;
  else if (user && user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    actions = <InvitationMismatch invitedEmail={invitation.email} currentEmail={user.email} />;
  } else if (user) {
    actions = (
      <form
        className="grid justify-items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          acceptNow();
        }}
      >
        <p className="text-sm text-slate-600">{t('invitation.acceptHint', { email: user.email })}</p>
        <SubmitButton
          size="lg"
          isPending={accept.isPending}
          pendingLabel={t('invitation.accepting')}
          icon={<Check aria-hidden="true" />}
        >
          {t('invitation.accept')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <Card>
      <CardContent className="grid gap-5">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t('invitation.heading', { inviter: invitation.inviterName })}
          </h1>
          <p className="text-slate-700">{t('invitation.intro', { email: invitation.email })}</p>
        </div>
        <InvitationSummary preview={invitation} />
        {actions}
      </CardContent>
    </Card>
  );
};
