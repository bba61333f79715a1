export { ContactForm } from './components/contact-form';
export { ContactPage } from './components/contact-page';
export { SupportDetails } from './components/support-details';
