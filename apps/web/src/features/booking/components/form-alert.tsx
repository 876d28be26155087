import { CircleAlert } from 'lucide-react';

/** The form's live region: always present, so screen readers announce each new message. */
export const FormAlert = ({ message }: { message: string | null }) => (
  <div aria-live="polite" aria-atomic="true">
    {message ? (
      <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
    ) : null}
  </div>
);
