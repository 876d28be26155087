import { PhoneOff, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface VoiceCallControlsProps {
  isMuted: boolean;
  isTextOnly: boolean;
  isEnding: boolean;
  onMutedChange: (isMuted: boolean) => void;
  onEnd: () => void;
}

/** Spec §2 connected step: the mute/unmute toggle and End call. */
export const VoiceCallControls = ({ isMuted, isTextOnly, isEnding, onMutedChange, onEnd }: VoiceCallControlsProps) => {
  const { t } = useTranslation('voice');
  return (
    <div className="flex items-center justify-between gap-3">
      {isTextOnly ? (
        <span />
      ) : (
        <Button variant="outline" aria-pressed={isMuted} onClick={() => onMutedChange(!isMuted)}>
          {isMuted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          {t('call.mute')}
        </Button>
      )}
      <Button variant="destructive" onClick={onEnd} disabled={isEnding}>
        <PhoneOff aria-hidden="true" />
        {t('call.end')}
      </Button>
    </div>
  );
};
