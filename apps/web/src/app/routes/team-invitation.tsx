/** /team-invitation (being built in issue 13). */
export const TeamInvitationRoute = () => null;
