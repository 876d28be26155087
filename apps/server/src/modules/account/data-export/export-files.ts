import { exportAssistant } from './export-assistant';
import { exportConsents } from './export-consents';
import { exportOnboarding } from './export-onboarding';
import { exportOrders } from './export-orders';
import { exportProfile } from './export-profile';
import { exportSupportTickets } from './export-support-tickets';
import { exportTeam } from './export-team';
import type { ExportSection } from './export-types';
import { exportUniversity } from './export-university';

export interface ExportFile {
  name: string;
  /** Its line in README.txt. */
  describes: string;
  build: ExportSection;
}

/** The JSON files of a data export, in the archive's order; README.txt lists them from here. */
export const EXPORT_FILES: readonly ExportFile[] = [
  {
    name: 'profile.json',
    describes:
      'Your account: e-mail, names, phone, e-mail language, roles, membership state, how you sign in, the devices signed in, and the business profile of your account (the setup wizard).',
    build: exportProfile,
  },
  {
    name: 'team.json',
    describes:
      'The people on the team you own, with their invitations, and the teams you belong to, as the team view shows them.',
    build: exportTeam,
  },
  {
    name: 'orders.json',
    describes:
      'Your marketplace orders with their lines and progress, and your membership orders with their monthly charges and refunds.',
    build: exportOrders,
  },
  {
    name: 'support-tickets.json',
    describes: 'The support tickets you read on your dashboard, with their messages.',
    build: exportSupportTickets,
  },
  {
    name: 'consents.json',
    describes: 'The consents you gave before a membership payment, and your newsletter subscription.',
    build: exportConsents,
  },
  {
    name: 'onboarding.json',
    describes: 'The onboarding forms you sent, your onboarding calls and the steps you ticked in the DIY guide.',
    build: exportOnboarding,
  },
  { name: 'university.json', describes: 'The university videos you watched.', build: exportUniversity },
  { name: 'assistant.json', describes: 'Your conversations with the AI assistant.', build: exportAssistant },
];
