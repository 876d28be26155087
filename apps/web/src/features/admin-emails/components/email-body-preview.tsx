import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const card = 'grid gap-3 rounded-xl border border-slate-200 bg-white p-5';
const heading = 'text-lg font-semibold text-slate-900';

/**
 * The message's bodies: the text part as plain text, and on request the HTML part in a frame with `sandbox=""` (no
 * scripts, forms, popups or same-origin access), so a message's markup can never act on the admin's page. It loads
 * only on request: the HTML may fetch remote images.
 */
export const EmailBodyPreview = ({ text, html }: { text: string; html: string }) => {
  const { t } = useTranslation('admin-emails');
  const [showHtml, setShowHtml] = useState(false);
  return (
    <>
      <section aria-labelledby="email-text" className={card}>
        <h2 id="email-text" className={heading}>
          {t('detail.textBody')}
        </h2>
        <pre
          dir="auto"
          className="max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-4 font-sans text-sm break-words whitespace-pre-wrap text-slate-800"
        >
          {text}
        </pre>
      </section>
      <section aria-labelledby="email-html" className={card}>
        <h2 id="email-html" className={heading}>
          {t('detail.htmlBody')}
        </h2>
        <p className="text-sm text-slate-600">{t('detail.htmlNote')}</p>
        <Button variant="outline" className="w-fit" aria-expanded={showHtml} onClick={() => setShowHtml(!showHtml)}>
          {showHtml ? t('detail.hideHtml') : t('detail.showHtml')}
        </Button>
        {showHtml ? (
          <iframe
            sandbox=""
            srcDoc={html}
            title={t('detail.htmlFrameTitle')}
            referrerPolicy="no-referrer"
            className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        ) : null}
      </section>
    </>
  );
};
