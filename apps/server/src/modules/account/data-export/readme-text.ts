import { EXPORT_FILES } from './export-files';

const NAME_WIDTH = Math.max(...EXPORT_FILES.map((file) => file.name.length)) + 2;

/** README.txt of the archive: what it is, what each file holds, what is left out and how long it can be downloaded. */
export function readmeText(params: { email: string; exportedAt: Date }): string {
  return [
    'Your Receptiva data',
    '===================',
    '',
    `Exported on ${params.exportedAt.toISOString()} for ${params.email}.`,
    '',
    'Every file is JSON in UTF-8. Times are ISO 8601 in UTC; amounts are whole cents (1/100) of the currency',
    'named beside them; an empty list or null means there is nothing of that kind.',
    '',
    ...EXPORT_FILES.map((file) => `${file.name.padEnd(NAME_WIDTH)}${file.describes}`),
    '',
    'Not included: your password (we keep only a one-way hash of it, which never leaves our server), sign-in,',
    'session and invitation tokens, other people’s details beyond what your dashboard shows you, and our staff’s',
    'internal notes.',
    '',
    'When your membership ends you keep access to this download for 30 days, as our terms of service promise.',
    'Deleting your account erases this data at once, apart from the records we must keep for accounting.',
    'Questions: open a ticket at /dashboard/support, or see the contact details at /legal.',
    '',
  ].join('\n');
}
