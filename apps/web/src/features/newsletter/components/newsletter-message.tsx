import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tones: Record<'success' | 'problem', { Icon: LucideIcon; className: string }> = {
  success: { Icon: CircleCheck, className: 'bg-emerald-50 text-emerald-700' },
  problem: { Icon: CircleAlert, className: 'bg-amber-50 text-amber-700' },
};

interface NewsletterMessageProps {
  tone: 'success' | 'problem';
  title: string;
  text: string;
  /** Links or buttons: the way forward. */
  children?: ReactNode;
}

/** The outcome of a newsletter link, as the page's main card: what happened, and where to go from here. */
export const NewsletterMessage = ({ tone, title, text, children }: NewsletterMessageProps) => {
  const { Icon, className } = tones[tone];
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-4">
        <span className={cn('inline-flex size-11 items-center justify-center rounded-full', className)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
        <p className="text-slate-700">{text}</p>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </CardContent>
    </Card>
  );
};
