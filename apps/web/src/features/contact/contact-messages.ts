import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// The contract's messages (and the server's answers) arrive in English; each known text has a key under
// "messages" in the contact namespace, so Spanish and Chinese readers see their language. Unknown texts show as sent.
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Name must be at least 2 characters': 'nameMin',
  'Name is too long': 'nameMax',
  'Name contains characters that are not allowed': 'nameChars',
  'First name is required': 'firstNameRequired',
  'Last name is required': 'lastNameRequired',
  'Please enter a valid email address': 'email',
  'Subject must be at least 2 characters': 'subjectMin',
  'Subject is too long': 'subjectMax',
  'Subject contains characters that are not allowed': 'subjectChars',
  'Message must be at least 10 characters': 'messageMin',
  'Message is too long': 'messageMax',
  'Message contains characters that are not allowed': 'messageChars',
  'Too many requests. Please try again later.': 'tooManyRequests',
  'Network error. Please check your connection.': 'network',
  'Server error. Please try again later.': 'serverError',
};

export function useContactMessage() {
  const { t } = useTranslation('contact');
  return useCallback((message: string | undefined) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS[message];
    return key ? t(`messages.${key}`) : message;
  }, [t]);
}
