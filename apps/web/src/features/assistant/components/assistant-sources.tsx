import type { AssistantSource } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The pages an answer is grounded in, numbered as the answer cites them ([1], [2]…). */
export const AssistantSources = ({ sources, id }: { sources: AssistantSource[]; id: string }) => {
  const { t } = useTranslation('assistant');
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('messages.sources')}
      </h3>
      <ol aria-labelledby={id} className="mt-1 grid gap-1 text-sm">
        {sources.map((source, index) => (
          <li key={source.url} className="flex gap-1.5">
            <span aria-hidden="true" className="text-slate-500">
              [{index + 1}]
            </span>
            <Link
              to={source.url}
              className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span dir="auto">{source.title}</span>
            </Link>
            <span className="text-slate-500">· {t(`sourceKinds.${source.kind}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
};
