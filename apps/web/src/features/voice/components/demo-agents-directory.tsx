import type { DemoAgent } from '@receptiva/shared';
import { SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { useDemoAgents } from '../api/get-demo-agents';
import { filterDemoAgents } from '../utils/filter-demo-agents';
import { DemoAgentCard } from './demo-agent-card';

/** /agents: the industry search over the demo agents and their cards, with loading, error and empty states. */
export const DemoAgentsDirectory = ({ onStartCall }: { onStartCall: (agent: DemoAgent) => void }) => {
  const { t } = useTranslation('voice');
  const agents = useDemoAgents();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterDemoAgents(agents.data ?? [], query);

  if (agents.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('agents.loading')} showLabel />
      </div>
    );
  }
  if (agents.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-slate-700">{t('agents.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void agents.refetch()}>
          {t('agents.retry')}
        </Button>
      </div>
    );
  }
  if (agents.data.length === 0) {
    return <p className="py-16 text-center text-slate-600">{t('agents.empty')}</p>;
  }

  return (
    <div className="grid gap-6">
      <div className="max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {t('agents.searchLabel')}
        </label>
        <SearchInput id={searchId} value={query} onValueChange={setQuery} placeholder={t('agents.searchPlaceholder')} />
      </div>
      <p role="status" className={shown.length > 0 ? 'sr-only' : 'text-center text-slate-600'}>
        {shown.length > 0
          ? t('agents.resultCount', { shown: shown.length })
          : t('agents.noMatch', { query: query.trim() })}
      </p>
      {shown.length === 0 ? (
        <div className="-mt-4 flex flex-col items-center gap-2">
          <SearchX aria-hidden="true" className="size-6 text-slate-400" />
          <Button variant="link" onClick={() => setQuery('')}>
            {t('agents.clearSearch')}
          </Button>
        </div>
      ) : (
        <ul aria-label={t('agents.listLabel')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((agent) => (
            <li key={agent.id}>
              <DemoAgentCard agent={agent} onStartCall={onStartCall} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
