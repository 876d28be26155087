/** /dashboard/settings (being built in issue 13). */
export const DashboardSettingsRoute = () => null;
