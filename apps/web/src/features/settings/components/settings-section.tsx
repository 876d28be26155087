import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface SettingsSectionProps {
  /** Names the section (and its heading's id), e.g. `profile`. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page: a named region with its h2, a line about it, and its own form or list. */
export const SettingsSection = ({ id, title, description, children }: SettingsSectionProps) => (
  <section aria-labelledby={`settings-${id}-heading`}>
    <Card>
      <CardHeader>
        {/* Focusable by script: where the focus goes when what it was on has gone (a team that was left). */}
        <CardTitle id={`settings-${id}-heading`} tabIndex={-1} className="focus:outline-none">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  </section>
);
