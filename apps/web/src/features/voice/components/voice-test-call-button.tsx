import type { DemoAgent } from '@receptiva/shared';
import { PhoneCall } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyVoiceChatDialog, loadVoiceChatDialog } from './lazy-voice-chat-dialog';

interface VoiceTestCallButtonProps {
  agent: DemoAgent;
  disabled?: boolean;
  /** The id of the text that says what the call uses (or why it cannot start). */
  describedBy?: string;
  children: ReactNode;
}

/** Opens the voice-chat dialog with this agent, as a card on /agents does (the admin's Test call). */
export const VoiceTestCallButton = ({ agent, disabled, describedBy, children }: VoiceTestCallButtonProps) => {
  const [isOpen, setOpen] = useState(false);
  const preload = () => void loadVoiceChatDialog();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <PhoneCall aria-hidden="true" />
        {children}
      </Button>
      <LazyVoiceChatDialog open={isOpen} onOpenChange={setOpen} agent={agent} />
    </>
  );
};
