import type { DemoAgent } from '@receptiva/shared';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HiddenContext, Untranslated } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';

interface DemoAgentCardProps {
  agent: DemoAgent;
  onStartCall: (agent: DemoAgent) => void;
}

/** One /agents card: the agent's industry, description and colour, and the button that starts a call with it. */
export const DemoAgentCard = ({ agent, onStartCall }: DemoAgentCardProps) => {
  const { t } = useTranslation('voice');
  const headingId = `demo-agent-${agent.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: agent.color }} />
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold text-white shadow-sm"
          style={{ backgroundColor: agent.color }}
        >
          {agent.industry.charAt(0)}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            <Untranslated>{agent.industry}</Untranslated>
          </h2>
          <p className="truncate text-sm text-slate-500">
            <Untranslated>{agent.name}</Untranslated>
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-pretty text-slate-600">
        <Untranslated>{agent.description}</Untranslated>
      </p>
      <Button className="mt-6 w-full" aria-haspopup="dialog" onClick={() => onStartCall(agent)}>
        <Phone aria-hidden="true" />
        {t('agents.startCall')}
        <HiddenContext>{t('agents.startCallContext', { industry: agent.industry })}</HiddenContext>
      </Button>
    </article>
  );
};
