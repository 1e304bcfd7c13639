import { type ContactFormViewModel } from './contact/contact-form.view-model';
import { type NewsletterFormViewModel } from './contact/newsletter-form.view-model';
import { uiToken } from '../../shared/view-model-tokens';

/** The catalog screen's container keys (bound by the composition root; symbols shared with its TOKENS). */
export const catalogScreenTokens = {
  ContactFormViewModel: uiToken<ContactFormViewModel>('ui.ContactFormViewModel'),
  NewsletterFormViewModel: uiToken<NewsletterFormViewModel>('ui.NewsletterFormViewModel'),
} as const;
