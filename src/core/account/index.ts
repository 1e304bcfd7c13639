export type { AccountDetails, AccountGateway, ContactMessage, MailGateway, NewsletterGateway, Order } from './ports/account-gateway.port';
export * from './domain/trips';
export * from './domain/contact';
export { LoadMyTrips, type LoadMyTripsError } from './use-cases/load-my-trips.use-case';
export { SendContactMessage, SubscribeNewsletter, type MessageError } from './use-cases/send-contact-message.use-case';
export { UpdateAccount, type UpdateAccountError } from './use-cases/update-account.use-case';
export * from './domain/saved';
export * from './domain/account-form';
