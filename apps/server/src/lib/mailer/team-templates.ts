import { directionOf, normalizeLanguage } from '@receptiva/shared';
import { translateEmail } from '../../locales';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

/** What a team row grants its person (spec §3, §5). */
export interface TeamAccessGrant {
  role: string;
  hasCrmAccess: boolean;
  hasAiAccess: boolean;
}

interface TeamEmail {
  to: string;
  firstName: string | null;
  /** The inviter's profile name, or the 'Someone' fallback (spec §7). */
  inviterName: string;
  brand: string;
  /** The inviter's language (they chose what the e-mail says). */
  locale: string | null | undefined;
  access: TeamAccessGrant;
  url: string;
}

type Row = [label: string, value: string];

/** Names go into subjects: one line, no control characters. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

function accessRows(t: (key: string) => string, access: TeamAccessGrant): Row[] {
  const yesNo = (value: boolean) => t(value ? 'teamAccess.yes' : 'teamAccess.no');
  const roleKey = `teamAccess.roles.${access.role}`;
  const role = t(roleKey);
  return [
    [t('teamAccess.role'), role === roleKey ? access.role : role],
    [t('teamAccess.crm'), yesNo(access.hasCrmAccess)],
    [t('teamAccess.ai'), yesNo(access.hasAiAccess)],
  ];
}

interface Parts {
  kind: string;
  section: 'teamInvitation' | 'teamAdded';
  /** Small print after the button. */
  notes: string[];
}

function render(input: TeamEmail, parts: Parts, t: (key: string) => string, locale: string): OutboxEntry {
  const greeting = input.firstName ? t('greeting') : t('greetingNoName');
  const rows = accessRows(t, input.access);
  const action = t(`${parts.section}.action`);
  const text = [
    greeting,
    '',
    t(`${parts.section}.intro`),
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    '',
    `${action}: ${input.url}`,
    '',
    ...parts.notes,
    '',
    t('signature'),
  ].join('\n');
  const url = escapeHtml(input.url);
  const table = `<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  const html = `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t(`${parts.section}.intro`))}</p>
${table}
<p><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('linkFallback'))}<br><a href="${url}">${url}</a></p>
${parts.notes.map((note) => `<p style="font-size:13px;color:#475569">${escapeHtml(note)}</p>`).join('\n')}
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { kind: parts.kind, locale, to: input.to.toLowerCase(), subject: t(`${parts.section}.subject`), text, html };
}

const translatorFor = (input: TeamEmail, extra: Record<string, string> = {}) => {
  const locale = normalizeLanguage(input.locale) ?? 'en';
  const vars = {
    brand: input.brand,
    name: oneLine(input.firstName ?? ''),
    inviter: oneLine(input.inviterName),
    email: input.to,
    ...extra,
  };
  return { locale, t: (key: string) => translateEmail(locale, key, vars) };
};

/** The invitation (spec §7): who invites, what access it grants, the single-use link and how long it is valid. */
export function renderTeamInvitation(input: TeamEmail & { validDays: number }): OutboxEntry {
  const { locale, t } = translatorFor(input, { days: String(input.validDays) });
  const notes = [t('teamInvitation.account'), t('teamInvitation.expiry'), t('ignore')];
  return render(input, { kind: 'team-invitation', section: 'teamInvitation', notes }, t, locale);
}

/** The notice to a person who already had an account and was added to a team at once (spec §4). */
export function renderTeamAdded(input: TeamEmail): OutboxEntry {
  const { locale, t } = translatorFor(input);
  return render(input, { kind: 'team-added', section: 'teamAdded', notes: [t('teamAdded.signIn')] }, t, locale);
}
