import type { ReactNode } from 'react';

interface DashboardPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
}

/** The title area of a dashboard page: its h1 and one line about it, in the same place on every page. */
export const DashboardPageHeader = ({ title, description }: DashboardPageHeaderProps) => (
  <div className="grid gap-1">
    <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
    {description ? <p className="text-pretty text-slate-600">{description}</p> : null}
  </div>
);
