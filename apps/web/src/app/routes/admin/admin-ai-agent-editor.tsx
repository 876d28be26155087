import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Untranslated } from '@/components/ui/accessible-text';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminAgent } from '@/features/agents-admin/api/get-admin-agent';
import { AdminAgentEditor, type RenderTestCall } from '@/features/agents-admin/components/admin-agent-editor';
import { VoiceTestCallButton } from '@/features/voice/components/voice-test-call-button';
import { ApiError } from '@/lib/api-client';

/** The admin's Test call: the voice demo's own dialog, with the agent being edited. */
const TestCall: RenderTestCall = ({ agent, disabled, describedBy }) => (
  <TestCallButton agent={agent} disabled={disabled} describedBy={describedBy} />
);

const TestCallButton = (props: Parameters<RenderTestCall>[0]) => {
  const { t } = useTranslation('agents-admin');
  return <VoiceTestCallButton {...props}>{t('editor.actions.testCall')}</VoiceTestCallButton>;
};

const EditAgent = ({ agentId }: { agentId: string }) => {
  const { t } = useTranslation('agents-admin');
  const agent = useAdminAgent(agentId);
  if (agent.data) {
    return (
      <>
        <p className="-mt-4 text-lg text-slate-600">
          <Untranslated>{agent.data.name}</Untranslated>
        </p>
        <AdminAgentEditor key={agent.data.id} agent={agent.data} renderTestCall={TestCall} />
      </>
    );
  }
  if (agent.isError) {
    const isGone = agent.error instanceof ApiError && (agent.error.status === 404 || agent.error.status === 400);
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {isGone ? t('editor.notFound') : t('editor.failed')}
      </p>
    );
  }
  return <Spinner label={t('editor.loading')} showLabel />;
};

/** /admin/ai-agents/new and /admin/ai-agents/edit/{agentId} (issue 18): every field, and a test call. */
export const AdminAiAgentEditorRoute = () => {
  const { t } = useTranslation('agents-admin');
  const { agentId } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <Link
          to={paths.admin.aiAgents.getHref()}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('editor.back')}
        </Link>
        <h1 id="agent-editor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {agentId ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
      </div>
      {agentId ? <EditAgent agentId={agentId} /> : <AdminAgentEditor />}
    </section>
  );
};
