import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';

/** Goes to `to` (replacing the entry) after `delayMs`, as the forms do after a success; cancelled on unmount. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
