import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** False until the page has loaded and the browser is idle (and in a server render): for what can wait. */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle;
}
