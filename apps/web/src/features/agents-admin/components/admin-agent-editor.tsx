import type { AdminDemoAgent } from '@receptiva/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArchivableEditorActions } from '@/components/admin/archivable-editor-actions';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useCreateAgent, useSetAgentActive, useUpdateAgent } from '../api/save-admin-agent';
import { formValuesOf, NEW_AGENT, useAgentForm } from '../utils/admin-agent-form';
import { AdminAgentFields } from './admin-agent-fields';
import { AdminArchiveAgentDialog } from './admin-archive-agent-dialog';

const NOTICE_SLOT = 'agent-editor';
const TEST_CALL_HINT = 'agent-test-call-hint';

/** What the page puts in the Test call slot: a button that calls the saved agent (composed by the route). */
export type RenderTestCall = (props: { agent: AdminDemoAgent; disabled: boolean; describedBy: string }) => ReactNode;

interface AdminAgentEditorProps {
  agent?: AdminDemoAgent;
  renderTestCall?: RenderTestCall;
}

/**
 * Create or edit one demo agent. Archiving (it leaves /agents and cannot be called) asks first; restoring does not.
 * Test call calls the saved agent, so it waits for unsaved changes to be saved.
 */
export const AdminAgentEditor = ({ agent, renderTestCall }: AdminAgentEditorProps) => {
  const { t } = useTranslation('agents-admin');
  const navigate = useNavigate();
  const form = useAgentForm(agent ? formValuesOf(agent) : NEW_AGENT);
  const [isConfirmingArchive, setConfirmingArchive] = useState(false);
  const create = useCreateAgent();
  const update = useUpdateAgent(agent?.id ?? '');
  const setActive = useSetAgentActive(agent?.id ?? '');
  const notify = (kind: 'success' | 'error', message: string) => showNotice(kind, message, { slot: NOTICE_SLOT });

  const failed = (error: unknown) => {
    const idTaken = error instanceof ApiError && error.code === 'CONFLICT';
    const marked = form.showServerErrors(
      error,
      idTaken ? { voiceAgentId: { field: 'voiceAgentId', message: t('errors.voiceAgentIdTaken') } } : {},
    );
    if (marked === 0) notify('error', t('editor.notices.failed'));
  };

  const onSave = form.handleSubmit(async (values) => {
    try {
      const saved = agent ? await update.mutateAsync(values) : await create.mutateAsync(values);
      form.reset(formValuesOf(saved));
      notify('success', t(agent ? 'editor.notices.saved' : 'editor.notices.created'));
      if (!agent) void navigate(paths.admin.aiAgentEdit.getHref(saved.id), { replace: true });
    } catch (error) {
      failed(error);
    }
  });

  const changeActive = async (active: boolean) => {
    try {
      const saved = await setActive.mutateAsync(active);
      form.reset({ ...form.getValues(), isActive: saved.isActive });
      setConfirmingArchive(false);
      notify('success', t(active ? 'editor.notices.restored' : 'editor.notices.archived'));
    } catch (error) {
      setConfirmingArchive(false);
      failed(error);
    }
  };

  const isBusy = create.isPending || update.isPending || setActive.isPending;
  const isDirty = form.formState.isDirty;
  const testCallHint = !agent?.isActive
    ? t('editor.testCall.archived')
    : isDirty
      ? t('editor.testCall.unsaved')
      : t('editor.testCall.hint');
  // The test call sits outside the form: the dialog's own buttons must not submit it (React events cross portals).
  return (
    <div className="grid max-w-3xl gap-6">
      {agent && renderTestCall ? (
        <div className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <div>{renderTestCall({ agent, disabled: !agent.isActive || isDirty, describedBy: TEST_CALL_HINT })}</div>
          <p id={TEST_CALL_HINT} className="text-sm text-slate-600">
            {testCallHint}
          </p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSave} aria-labelledby="agent-editor-heading" className="grid gap-6">
        <AdminAgentFields form={form} />
        <ArchivableEditorActions
          namespace="agents-admin"
          saved={agent}
          isSaving={create.isPending || update.isPending}
          isBusy={isBusy}
          onArchive={() => setConfirmingArchive(true)}
          onRestore={() => void changeActive(true)}
        />
      </form>
      {isConfirmingArchive && agent ? (
        <AdminArchiveAgentDialog
          name={agent.name}
          isWorking={setActive.isPending}
          onConfirm={() => void changeActive(false)}
          onClose={() => setConfirmingArchive(false)}
        />
      ) : null}
    </div>
  );
};
