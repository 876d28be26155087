import type { ReactNode } from 'react';

/** A titled group of stat cards (a description list: each card is a term and its value). */
export const FigureSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="grid gap-3">
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">{children}</dl>
  </section>
);
