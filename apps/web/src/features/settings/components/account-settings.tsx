import { type MeResponse, normalizeLanguage } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { DataExportCard } from './data-export-card';
import { DeleteAccountCard } from './delete-account-card';
import { EmailForm, type EmailLinkResult } from './email-form';
import { LanguageForm } from './language-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionsCard } from './sessions-card';
import { TeamsCard } from './teams-card';

interface AccountSettingsProps {
  me: MeResponse;
  emailLinkResult: EmailLinkResult;
  onTeamLeft?: (ownerId: string) => void;
}

/** The sections of /dashboard/settings, each a card with its own form or list (issue 13, point 7). */
export const AccountSettings = ({ me, emailLinkResult, onTeamLeft }: AccountSettingsProps) => {
  const { i18n } = useTranslation();
  const locale = normalizeLanguage(me.profile?.locale) ?? normalizeLanguage(i18n.language) ?? 'en';
  return (
    <div className="grid gap-6">
      <ProfileForm profile={me.profile} />
      <LanguageForm locale={locale} />
      <EmailForm currentEmail={me.user.email} linkResult={emailLinkResult} />
      <PasswordForm />
      <SessionsCard />
      <TeamsCard hasTeamAccess={me.hasTeamAccess} onLeft={onTeamLeft} />
      <DataExportCard />
      <DeleteAccountCard />
    </div>
  );
};
