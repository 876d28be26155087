import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';
import './styles.css';

const render = () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>,
  );
};

// Render once the visitor's language is loaded, so nobody sees a flash of English.
i18nReady.catch((error: unknown) => console.warn('Language loading failed; using English', error)).finally(render);
