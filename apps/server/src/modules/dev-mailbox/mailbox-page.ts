interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
  status: string;
  createdAt: Date;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Escapes the text part and turns its http(s) links into anchors a person can click. */
export const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** The extra headers a message carries (List-Unsubscribe…), so a developer can follow them too. */
const headerList = (headers: Record<string, string>): string => {
  const entries = Object.entries(headers);
  if (entries.length === 0) return '';
  const items = entries.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `  <dl class="headers">${items}</dl>`;
};

/** Attached files (an .ics invitation) with their text, folded away. */
const attachmentList = (attachments: MailboxMessage['attachments']): string =>
  attachments
    .map(
      (file) =>
        `  <details class="attachment"><summary>Attachment: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary><pre>${escapeHtml(file.content)}</pre></details>`,
    )
    .join('\n');

/** The local mailbox for people: newest first, links clickable. A developer tool, so English only. */
export function renderMailboxPage(messages: MailboxMessage[], filter: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time> · ${escapeHtml(m.status)}</p></header>
${headerList(m.headers)}
  <pre>${linkify(m.text)}</pre>
${attachmentList(m.attachments)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:56rem;margin:0 auto;padding:2rem 1rem}
form{display:flex;gap:.5rem;margin:1rem 0 2rem}
input{flex:1;padding:.5rem;border:1px solid #cbd5e1;border-radius:.5rem}
button{padding:.5rem 1rem;border:0;border-radius:.5rem;background:#4f46e5;color:#fff}
article{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:1rem}
h2{font-size:1.1rem;margin:0}.meta{color:#475569;font-size:.875rem;margin:.25rem 0 0}
dl.headers{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;font-size:.8rem;color:#475569;margin:.75rem 0}
dl.headers dt{font-weight:600}dl.headers dd{margin:0;word-break:break-all}
details.attachment{border-top:1px solid #e2e8f0;padding-top:.5rem;font-size:.875rem}summary{cursor:pointer;color:#334155}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}a{color:#4338ca}
</style></head>
<body><main>
<h1>Local mailbox</h1>
<p>No SMTP server is configured, so e-mails are kept here instead of being sent. Newest first.</p>
<form method="get"><label for="to" class="meta">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(filter ?? '')}" placeholder="filter by recipient">
<button type="submit">Filter</button></form>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}
