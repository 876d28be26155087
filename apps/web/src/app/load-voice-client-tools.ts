/** The voice agent's page tools (voice-client-tools.ts), loaded when a call starts rather than with the page. */
export const loadVoiceClientTools = () => import('./voice-client-tools').then((module) => module.voiceClientTools);
