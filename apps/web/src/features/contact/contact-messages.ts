import { useMessageTranslator } from '@/lib/use-message-translator';

// The English texts of the contact form and call, with their keys under "messages" in the contact namespace.
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

export const useContactMessage = () => useMessageTranslator('contact', MESSAGE_KEYS);
