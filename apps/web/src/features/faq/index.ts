export { FaqPage } from './components/faq-page';
export { FaqAccordion } from './components/faq-accordion';
export { FaqSearchBox } from './components/faq-search-box';
export { NoFaqsFound } from './components/no-faqs-found';
export { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategory, type FaqId } from './faq-data';
export { filterFaqs, useFaqEntries, type FaqEntry } from './faq-search';
