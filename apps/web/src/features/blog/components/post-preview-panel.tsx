import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

/** The live preview beside the editor: it follows the text as it is typed. */
export const PostPreviewPanel = ({
  title,
  markdown,
  language,
}: {
  title: string;
  markdown: string;
  language: string;
}) => {
  const { t } = useTranslation('blog-admin');
  const deferred = useDeferredValue(markdown);
  return (
    <section aria-labelledby="post-preview-heading" className="grid content-start gap-3">
      <h2 id="post-preview-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('editor.preview.heading')}
      </h2>
      <div className="min-h-64 rounded-2xl border border-slate-200 bg-white p-6">
        {title ? (
          <p lang={language} dir="auto" className="mb-6 text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </p>
        ) : null}
        {deferred.trim() ? (
          <Suspense fallback={<Spinner label={t('editor.preview.heading')} />}>
            <MarkdownPreview markdown={deferred} language={language} />
          </Suspense>
        ) : (
          <p className="text-sm text-slate-500">{t('editor.preview.empty')}</p>
        )}
      </div>
    </section>
  );
};
