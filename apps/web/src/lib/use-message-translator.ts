import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// Form and server messages arrive in English (the contract's schema messages, the API's answers, the spec's
// fallbacks). A feature lists the English texts it knows with their keys under "messages" in its namespace, so
// Spanish and Chinese readers see their language. An unknown text is shown as it came.

/** A message with a number in it: the key (with plural forms) and the pattern capturing the number. */
export interface CountedMessage {
  pattern: RegExp;
  key: string;
}

/** Translates known English messages by `keys` (a trailing full stop is optional); undefined stays undefined. */
export function useMessageTranslator(namespace: string, keys: Readonly<Record<string, string>>, counted: readonly CountedMessage[] = []) {
  const { t } = useTranslation(namespace);
  return useCallback(
    <M extends string | undefined>(message: M): M => {
      if (!message) return message;
      const key = keys[message] ?? keys[message.replace(/\.$/, '')];
      if (key) return t(`messages.${key}`) as M;
      for (const { pattern, key: countedKey } of counted) {
        const match = pattern.exec(message);
        if (match) return t(`messages.${countedKey}`, { count: Number(match[1]) }) as M;
      }
      return message;
    },
    [t, keys, counted],
  );
}
