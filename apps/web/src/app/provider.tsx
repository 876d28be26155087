import { directionOf } from '@receptiva/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Notifier } from '@/components/ui/sonner';
import { Toaster } from '@/components/ui/toaster';
import { DashboardProvider } from '@/features/dashboard/hooks/use-dashboard';
import { AuthProvider } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Radix components follow the page direction (ar, he and fa are right-to-left). */
const DirectionFromLanguage = ({ children }: { children: ReactNode }) => {
  const { i18n: instance } = useTranslation();
  return <Direction.Provider dir={directionOf(instance.language)}>{children}</Direction.Provider>;
};

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionFromLanguage>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <DashboardProvider>
              {children}
              <Toaster />
              <Notifier />
            </DashboardProvider>
          </AuthProvider>
        </QueryClientProvider>
      </DirectionFromLanguage>
    </I18nextProvider>
  );
};
