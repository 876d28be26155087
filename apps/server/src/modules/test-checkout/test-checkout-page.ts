import { directionOf, formatUsd } from '@receptiva/shared';
import type { testCheckoutSessions } from '../../db/schema';
import { escapeHtml } from '../../lib/mailer/templates';
import { type TestCheckoutTexts, testCheckoutTexts } from './test-checkout-texts';

type Session = typeof testCheckoutSessions.$inferSelect;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.5}
.banner{background:#f59e0b;color:#111827;text-align:center;font-weight:700;padding:.5rem;letter-spacing:.05em}
main{max-width:56rem;margin:2rem auto;padding:0 1rem;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))}
section{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgb(0 0 0 / 5%)}
h1{font-size:1.25rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse}td,th{padding:.5rem 0;text-align:start}
td:last-child{text-align:end;font-variant-numeric:tabular-nums}.total{border-top:1px solid #e2e8f0;font-weight:700}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;padding:.6rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;font-size:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:.75rem;border-radius:.5rem}.hint{color:#475569;font-size:.875rem}
.cancel{display:inline-block;margin-top:1rem;color:#1d4ed8}
.simulate{grid-column:1/-1}.simulate form{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}
.sent{background:#ecfdf5;border:1px solid #a7f3d0;color:#065f46;padding:.75rem;border-radius:.5rem}`;

const summaryRows = (session: Session, text: TestCheckoutTexts) =>
  session.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}${item.recurring ? ` <span class="hint">${escapeHtml(text.monthlyHint)}</span>` : ''}</td><td>${formatUsd(item.amountCents * item.quantity)}</td></tr>`,
    )
    .join('');

/** Due now: one-time items (the setup fee, or a marketplace order); the monthly item starts after the trial. */
export const dueTodayCents = (session: Session) =>
  session.lineItems.filter((item) => !item.recurring).reduce((sum, item) => sum + item.amountCents * item.quantity, 0);

/** The simulate panel of a paid membership session (decision 022): one button per provider event it can send. */
function simulatePanel(text: TestCheckoutTexts, action: string, sent: string | undefined): string {
  const e = escapeHtml;
  const button = (value: string, label: string) =>
    `<button type="submit" name="action" value="${value}">${e(label)}</button>`;
  return `<section class="simulate" aria-labelledby="simulate"><h1 id="simulate">${e(text.simulateTitle)}</h1>
<p class="hint">${e(text.simulateIntro)}</p>
${sent ? `<p class="sent" role="status">${e(text.simulateSent.replace('{event}', sent))}</p>` : ''}
<form method="post" action="${e(action)}">${button('renewal-paid', text.renewalPaid)}${button('renewal-failed', text.renewalFailed)}${button('portal-cancelled', text.portalCancelled)}${button('refunded', text.refunded)}</form></section>`;
}

/** Which message the card form shows after a refused card. */
export type TestCheckoutError = 'declined' | 'useTestCard';

/** The test-mode hosted checkout: what Stripe Checkout would show, clearly marked as a test, in the buyer's language. */
export function renderTestCheckoutPage(
  session: Session,
  options: { error?: TestCheckoutError; action: string; simulateAction?: string; sentEvent?: string },
): string {
  const lang = session.locale;
  const text = testCheckoutTexts(lang);
  const e = escapeHtml;
  const paid = session.status === 'complete';
  const dueToday = formatUsd(dueTodayCents(session));
  const form = paid
    ? `<p>${e(text.alreadyPaid)}</p><p><a href="${e(session.successUrl)}">${e(text.continue)}</a></p>`
    : `<form method="post" action="${e(options.action)}" novalidate>
${options.error ? `<p class="error" role="alert" id="card-error">${e(text[options.error])}</p>` : ''}
<label for="email">${e(text.email)}</label><input id="email" name="email" type="email" value="${e(session.customerEmail)}" readonly>
<label for="card">${e(text.card)}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${options.error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
<div class="row"><div><label for="expiry">${e(text.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">${e(text.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="name">${e(text.name)}</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">${e(text.pay.replace('{amount}', dueToday))}</button>
</form>
<p class="hint">${e(text.testCards)}</p>
<a class="cancel" href="${e(session.cancelUrl)}">${e(text.cancel)}</a>`;
  return `<!doctype html><html lang="${e(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${e(text.title)}</title><style>${STYLE}</style></head><body>
<div class="banner" role="note">${e(text.banner)}</div>
<main><section aria-labelledby="summary"><h1 id="summary">${e(text.summary)}</h1><table><tbody>${summaryRows(session, text)}
<tr class="total"><td>${e(text.dueToday)}</td><td>${dueToday}</td></tr></tbody></table></section>
<section aria-labelledby="pay"><h1 id="pay">${e(text.payWithCard)}</h1>${form}</section>
${paid && session.mode === 'subscription' && options.simulateAction ? simulatePanel(text, options.simulateAction, options.sentEvent) : ''}</main></body></html>`;
}
