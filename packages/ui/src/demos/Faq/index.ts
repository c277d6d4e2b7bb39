export { Faq, faqEntries, type FaqEntry, type FaqProps } from './Faq';
