/** /dashboard/team (being built in issue 13). */
export const DashboardTeamRoute = () => null;
