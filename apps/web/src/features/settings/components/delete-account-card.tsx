import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { browserLocation } from '@/lib/browser-location';
import { formatCalendarDate } from '@/lib/format-date';
import { useAccount } from '../api/get-account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LoadFailure } from './load-failure';
import { SettingsSection } from './settings-section';

/**
 * What deleting removes and what it keeps; while the membership commitment runs (or for the administrator account)
 * the button is disabled with the reason; otherwise a dialog asks for the password. Afterwards: the home page,
 * signed out (a fresh page load, so nothing of the account stays in memory).
 */
export const DeleteAccountCard = () => {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const account = useAccount();
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const deletion = account.data?.deletion;

  const onDeleted = () => {
    queryClient.clear();
    browserLocation.assign(paths.home.getHref());
  };

  let blocked: string | null = null;
  if (deletion?.reason === 'commitment' && deletion.commitmentEndsAt) {
    blocked = t('delete.blockedByCommitment', { date: formatCalendarDate(deletion.commitmentEndsAt, i18n.language) });
  } else if (deletion?.reason === 'admin-account') blocked = t('delete.blockedAdmin');

  return (
    <SettingsSection id="delete" title={t('delete.heading')} description={t('delete.description')}>
      <ul className="grid list-disc gap-1 ps-5 text-sm text-slate-700">
        <li>{t('delete.whatGoes')}</li>
        <li>{t('delete.whatStays')}</li>
      </ul>
      {account.isPending ? <Spinner label={t('loading')} /> : null}
      {account.isError ? <LoadFailure onRetry={() => void account.refetch()} /> : null}
      {blocked ? (
        <p id="settings-delete-blocked" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {blocked}
        </p>
      ) : null}
      {deletion ? (
        <Button
          ref={opener}
          variant="outline"
          className="w-fit border-red-300 text-red-700 hover:bg-red-50"
          disabled={!deletion.allowed}
          aria-describedby={blocked ? 'settings-delete-blocked' : undefined}
          onClick={() => setOpen(true)}
        >
          {t('delete.button')}
        </Button>
      ) : null}
      <DeleteAccountDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        onDeleted={onDeleted}
        returnFocusTo={() => opener.current}
      />
    </SettingsSection>
  );
};
