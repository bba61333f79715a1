import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a pause in typing, not every key. Until the first pause it is
 * `initial`, so a value already there when the caller mounts waits for the pause too.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
