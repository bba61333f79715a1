import { ContactForm } from '@/features/contact';

/** The Contact Us tab: the shared contact form, with first and last name fields (spec part 2, "Static help pages"). */
export function ContactTab() {
  return <ContactForm splitName />;
}
