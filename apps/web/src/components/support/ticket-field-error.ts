import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type TicketField = 'subject' | 'category' | 'body' | 'attachmentUrl';

/** A ticket form's field message in the page's language; the server's own words for an error it named. */
export function useTicketFieldError() {
  const { t } = useTranslation('support');
  return (field: TicketField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`errors.${field}`);
  };
}
