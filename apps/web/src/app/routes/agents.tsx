import type { DemoAgent } from '@receptiva/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { BookingPopup } from '@/features/booking/components/booking-popup';
import { DemoAgentsDirectory } from '@/features/voice/components/demo-agents-directory';
import { LazyVoiceChatDialog } from '@/features/voice/components/lazy-voice-chat-dialog';
import { loadVoiceClientTools } from '../load-voice-client-tools';

/** /agents (spec §2, agent demo): search the demo agents by industry and start a call with one. */
export const AgentsRoute = () => {
  const { t } = useTranslation('voice');
  const [agent, setAgent] = useState<DemoAgent | undefined>();
  const [isDialogOpen, setDialogOpen] = useState(false);

  return (
    <PageLayout>
      <section className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <div className="max-w-3xl">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-700">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('agents.eyebrow')}
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('agents.title')}
          </h1>
          <p className="mt-4 text-lg text-pretty text-slate-600">{t('agents.intro')}</p>
        </div>
        <div className="mt-10">
          <DemoAgentsDirectory
            onStartCall={(picked) => {
              setAgent(picked);
              setDialogOpen(true);
            }}
          />
        </div>
      </section>
      <LazyVoiceChatDialog
        open={isDialogOpen}
        onOpenChange={setDialogOpen}
        agent={agent}
        loadClientTools={loadVoiceClientTools}
      />
      <BookingPopup autoOpen={false} />
    </PageLayout>
  );
};
