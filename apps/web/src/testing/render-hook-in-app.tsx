import { renderHook } from '@testing-library/react';
import { AppProvider } from '@/app/provider';

/** Runs a hook under the app's real providers (i18n, query client, auth). Pair with `mockApi()`. */
export const renderHookInApp = <Result,>(hook: () => Result) => renderHook(hook, { wrapper: AppProvider });
