import { translateEmail } from '../../locales';
import { escapeHtml } from './templates';
import type { OutboxEntry } from './types';

export interface OnboardingTaskNotice {
  kind: 'new-member' | 'onboarding-form' | 'onboarding-call';
  taskId: string;
  customerName: string;
  customerEmail: string;
  subjectId: string;
  /** Already-English label → value pairs (plan, time of the call …). */
  details: Record<string, string>;
}

const SECTION = {
  'new-member': 'onboardingTaskNotice.newMember',
  'onboarding-form': 'onboardingTaskNotice.onboardingForm',
  'onboarding-call': 'onboardingTaskNotice.onboardingCall',
} as const;

/** Names go into subjects: one line, no control characters. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** The staff notice of a new onboarding task: always English (staff's language), linking to the staff dashboard. */
export function renderOnboardingTaskNotice(
  task: OnboardingTaskNotice,
  settings: { brand: string; to: string; publicUrl: string },
): OutboxEntry {
  const who = oneLine(task.customerName) || task.customerEmail;
  const t = (key: string) => translateEmail('en', key, { brand: settings.brand, name: who });
  const section = SECTION[task.kind];
  const rows: [string, string][] = [
    [t('onboardingTaskNotice.customer'), task.customerName || t('onboardingTaskNotice.none')],
    [t('onboardingTaskNotice.email'), task.customerEmail],
    ...Object.entries(task.details),
    [t('onboardingTaskNotice.reference'), task.subjectId],
    [t('onboardingTaskNotice.taskId'), task.taskId],
  ];
  const url = `${settings.publicUrl}/staff-dashboard`;
  const action = t('onboardingTaskNotice.action');
  const intro = t(`${section}.intro`);
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${action}: ${url}`,
    '',
    t('signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="en" dir="ltr"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:start;vertical-align:top;color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return {
    kind: `onboarding-task-${task.kind}`,
    locale: 'en',
    to: settings.to.toLowerCase(),
    subject: oneLine(t(`${section}.subject`)),
    text,
    html,
  };
}
