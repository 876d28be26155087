import type { DemoAgent } from '@receptiva/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
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
        <PageHeader icon={Sparkles} eyebrow={t('agents.eyebrow')} title={t('agents.title')} intro={t('agents.intro')} />
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
