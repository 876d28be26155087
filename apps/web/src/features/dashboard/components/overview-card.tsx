import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface OverviewCardProps {
  title: string;
  icon: LucideIcon;
  /** Where the card's subject is managed in full. */
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** One card of the overview: an icon, its h2, what it says, and the way to the page that says more. */
export const OverviewCard = ({ title, icon: Icon, link, className, children }: OverviewCardProps) => (
  <Card className={cn('flex flex-col', className)}>
    <div className="flex items-center gap-3 px-6 pt-6 sm:px-8 sm:pt-8">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <CardTitle>{title}</CardTitle>
    </div>
    <CardContent className="flex-1 pt-4 text-sm text-slate-700 sm:pt-4">{children}</CardContent>
    {link ? (
      <CardFooter>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {link.label}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </CardFooter>
    ) : null}
  </Card>
);
