/** /dashboard/orders (being built in issue 13). */
export const DashboardOrdersRoute = () => null;
