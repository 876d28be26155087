// The do-it-yourself setup guide (/diy-onboarding, issue 15): its steps in order, read by the web page, the DIY
// progress API and the AI assistant's knowledge index. The texts are the `diy-guide` catalogs
// (`locales/<lng>/diy-guide.json`): the web loads them as an i18n namespace, the server imports them all through
// `diy-guide-catalogs.ts`. This module imports no JSON, so anything may import the package index.

export const DIY_STEP_IDS = [
  'create-agent',
  'connect-phone',
  'connect-calendar',
  'connect-crm',
  'greeting-and-answers',
  'test-call',
  'go-live',
] as const;
export type DiyStepId = (typeof DIY_STEP_IDS)[number];

export const DIY_GUIDE_PATH = '/diy-onboarding';

/** A university playlist (its section on /university is `#<slug>`) and the video of it the step points to. */
export interface DiyUniversityLink {
  playlist: 'getting-started' | 'your-voice-agent' | 'crm-and-follow-up' | 'growing-reviews';
  /** Key of the video's title under `university.<key>` in the diy-guide catalog. */
  video: string;
}

export interface DiyStep {
  id: DiyStepId;
  /** The step's section on the page: `/diy-onboarding#connect-calendar`. */
  anchor: string;
  /** Key of the step's texts in the diy-guide catalog: `steps.<key>.title`, `.summary`, `.instructions`, `.tip`. */
  catalogKey: string;
  minutes: number;
  university: DiyUniversityLink[];
}

const step = (id: DiyStepId, catalogKey: string, minutes: number, university: DiyUniversityLink[]): DiyStep => ({
  id,
  anchor: id,
  catalogKey,
  minutes,
  university,
});

export const DIY_STEPS: readonly DiyStep[] = [
  step('create-agent', 'createAgent', 20, [
    { playlist: 'getting-started', video: 'welcome' },
    { playlist: 'getting-started', video: 'setupWizard' },
  ]),
  step('connect-phone', 'connectPhone', 15, [{ playlist: 'getting-started', video: 'forwardLine' }]),
  step('connect-calendar', 'connectCalendar', 15, [{ playlist: 'your-voice-agent', video: 'bookingRules' }]),
  step('connect-crm', 'connectCrm', 20, [
    { playlist: 'crm-and-follow-up', video: 'pipeline' },
    { playlist: 'crm-and-follow-up', video: 'textBack' },
  ]),
  step('greeting-and-answers', 'greetingAndAnswers', 45, [
    { playlist: 'your-voice-agent', video: 'greeting' },
    { playlist: 'your-voice-agent', video: 'services' },
  ]),
  step('test-call', 'testCall', 20, [
    { playlist: 'getting-started', video: 'testCall' },
    { playlist: 'your-voice-agent', video: 'transcripts' },
  ]),
  step('go-live', 'goLive', 15, [
    { playlist: 'your-voice-agent', video: 'transfers' },
    { playlist: 'getting-started', video: 'inviteTeam' },
  ]),
];

export const diyStepUrl = (step: Pick<DiyStep, 'anchor'>): string => `${DIY_GUIDE_PATH}#${step.anchor}`;
export const diyUniversityUrl = (link: DiyUniversityLink): string => `/university#${link.playlist}`;
