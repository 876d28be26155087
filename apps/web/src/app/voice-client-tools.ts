import { VOICE_CLIENT_TOOLS } from '@receptiva/shared';
import { openBookingPopup } from '@/features/booking/hooks/use-booking-popup';
import type { VoiceClientTools } from '@/features/voice/session/voice-session';

/**
 * What the voice agent can do on our pages (client tools): open the demo booking form over the call. Pages mount
 * the booking popup; a page without one answers the agent with an error result.
 */
export const voiceClientTools: VoiceClientTools = {
  [VOICE_CLIENT_TOOLS.openBookingForm]: () => {
    if (!openBookingPopup()) throw new Error('The booking form is not available on this page.');
    return 'The booking form is now open on the caller’s screen.';
  },
};
