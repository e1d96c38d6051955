// @puente/domain/content: Texts a person reads, written from the configured products in both languages.
export * from './content/about-us.ts';
export * from './content/accepted-documents.ts';
export * from './content/faq.ts';
export * from './content/help-figures.ts';
export * from './content/help-types.ts';
export * from './content/loan-facts.ts';
export * from './content/privacy-policy.ts';
export * from './content/support-hours.ts';
export * from './content/terms.ts';
