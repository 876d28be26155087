import { directionOf } from '@receptiva/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NotifierHost } from '@/components/ui/notifier-host';
import { Toaster } from '@/components/ui/toaster';
import { CartProvider } from '@/features/cart/cart-context';
import { DashboardProvider } from '@/features/dashboard/hooks/use-dashboard';
import { AuthProvider } from '@/lib/auth';
import { i18n as browserI18n } from '@/lib/i18n-instance';
import { createQueryClient } from '@/lib/query-client';

/** Radix components follow the page direction (ar, he and fa are right-to-left). */
const DirectionFromLanguage = ({ children }: { children: ReactNode }) => {
  const { i18n: instance } = useTranslation();
  return <Direction.Provider dir={directionOf(instance.language)}>{children}</Direction.Provider>;
};

interface AppProviderProps {
  children: ReactNode;
  /** Tests and the browser entry pass their own client; otherwise one is created. */
  queryClient?: QueryClient;
  /** The server render passes its language's instance; the browser uses its own. */
  i18n?: I18n;
}

export const AppProvider = ({ children, queryClient, i18n = browserI18n }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionFromLanguage>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <CartProvider>
              <DashboardProvider>
                {children}
                <Toaster />
                <NotifierHost />
              </DashboardProvider>
            </CartProvider>
          </AuthProvider>
        </QueryClientProvider>
      </DirectionFromLanguage>
    </I18nextProvider>
  );
};
