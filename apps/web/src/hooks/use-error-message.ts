import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import errorCatalog from '@/locales/en/errors.json';

type ErrorKey = keyof typeof errorCatalog;

const isKnownCode = (code: string | null | undefined): code is ErrorKey =>
  typeof code === 'string' && Object.hasOwn(errorCatalog, code);

/** Turns an API failure into text: the translated `errors:<CODE>` when we know the code, else the server's message. */
export function useErrorMessage(): (failure: { code?: string | null; message?: string }) => string {
  const { t } = useTranslation('errors');
  return useCallback(({ code, message }) => (isKnownCode(code) ? t(code) : message || t('INTERNAL_ERROR')), [t]);
}
