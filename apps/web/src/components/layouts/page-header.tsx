import type { LucideIcon } from 'lucide-react';

interface PageHeaderProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  intro: string;
}

/** The top of a public tool page (/agents, /marketplace): an eyebrow chip, the page's h1 and an introduction. */
export const PageHeader = ({ icon: Icon, eyebrow, title, intro }: PageHeaderProps) => (
  <div className="max-w-3xl">
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-700">
      <Icon aria-hidden="true" className="size-3.5" />
      {eyebrow}
    </span>
    <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
    <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p>
  </div>
);
