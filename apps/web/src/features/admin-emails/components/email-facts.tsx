import type { AdminEmailDetail } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/lib/format-date';
import { EmailStatusBadge } from './email-status-badge';

const card = 'grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5';
const heading = 'text-lg font-semibold text-slate-900';
const link = 'font-medium text-slate-900 underline underline-offset-4';

/** Who it went to, how delivery went (attempts, last error, times, transport), and the resends linked to it. */
export const EmailFacts = ({ email }: { email: AdminEmailDetail }) => {
  const { t, i18n } = useTranslation('admin-emails');
  const when = (iso: string) => formatLocalDateTime(iso, i18n.language);
  const waiting = email.status === 'pending' || email.status === 'sending';
  return (
    <>
      <section aria-labelledby="email-delivery" className={card}>
        <h2 id="email-delivery" className={heading}>
          {t('detail.delivery')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('detail.to')}</dt>
          <dd dir="ltr" className="text-start break-all">
            {email.to}
          </dd>
          <dt className="text-slate-600">{t('detail.status')}</dt>
          <dd>
            <EmailStatusBadge status={email.status} />
          </dd>
          <dt className="text-slate-600">{t('detail.attempts')}</dt>
          <dd className="tabular-nums">{email.attempts}</dd>
          <dt className="text-slate-600">{t('detail.lastError')}</dt>
          <dd dir="auto" className="break-words">
            {email.lastError ?? t('detail.none')}
          </dd>
          <dt className="text-slate-600">{t('detail.created')}</dt>
          <dd>{when(email.createdAt)}</dd>
          <dt className="text-slate-600">{t('detail.sent')}</dt>
          <dd>{email.sentAt ? when(email.sentAt) : t('detail.notSent')}</dd>
          {waiting ? (
            <>
              <dt className="text-slate-600">{t('detail.nextAttempt')}</dt>
              <dd>{when(email.nextAttemptAt)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('detail.transport')}</dt>
          <dd>{email.transport ?? t('detail.none')}</dd>
        </dl>
      </section>
      <section aria-labelledby="email-message" className={card}>
        <h2 id="email-message" className={heading}>
          {t('detail.message')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('detail.kind')}</dt>
          <dd>
            <code dir="ltr">{email.kind}</code>
          </dd>
          <dt className="text-slate-600">{t('detail.language')}</dt>
          <dd>
            <code dir="ltr">{email.locale}</code>
          </dd>
          <dt className="text-slate-600">{t('detail.attachments')}</dt>
          <dd>
            {email.attachments.length === 0
              ? t('detail.none')
              : email.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}
          </dd>
        </dl>
        {email.resentFromId ? (
          <p className="text-sm text-slate-700">
            {t('detail.resentFrom')}{' '}
            <Link to={paths.admin.email.getHref(email.resentFromId)} className={link}>
              {t('detail.openOriginal')}
            </Link>
          </p>
        ) : null}
        {email.resends.length > 0 ? (
          <div className="grid gap-1 text-sm">
            <h3 className="font-semibold text-slate-900">{t('detail.resends')}</h3>
            <ul className="grid gap-1">
              {email.resends.map((resend) => (
                <li key={resend.id} className="flex flex-wrap items-center gap-2">
                  <Link to={paths.admin.email.getHref(resend.id)} className={link}>
                    {when(resend.createdAt)}
                  </Link>
                  <EmailStatusBadge status={resend.status} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </>
  );
};
