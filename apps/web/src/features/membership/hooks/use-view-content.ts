import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics';

/** One ViewContent event per page visit (spec §2 /pricing); StrictMode's second effect run is ignored. */
export function useViewContent(contentName: string, valueCents: number) {
  const hasTracked = useRef(false);
  useEffect(() => {
    if (hasTracked.current) return;
    hasTracked.current = true;
    track('ViewContent', { content_name: contentName, value: valueCents / 100, currency: 'USD' });
  }, [contentName, valueCents]);
}
