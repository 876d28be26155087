import { useEffect } from 'react';

/**
 * While `isDirty`, closing or reloading the tab asks the browser's "leave the page?" question, so unsaved edits are
 * not lost to a stray click. (The app's router is declarative, so in-app navigation is not blocked.)
 */
export function useUnsavedChangesWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
