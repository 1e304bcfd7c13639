/**
 * The domains whose code loads when a screen first needs it, not with the home page. `bookingDetails` is step 3's
 * view model (with the phone-number library): the results page loads `booking` and fetches it only when step 3 is near.
 */
export type DomainName = 'search' | 'booking' | 'bookingDetails' | 'auth' | 'coupon' | 'account' | 'catalog' | 'wallet';

/**
 * Loads domains into the container on demand. A route that needs one awaits it in its loader
 * (`await context.resolver.get(uiTokens.Domains).require('booking', 'coupon')`) before resolving its view models.
 */
export interface DomainLoader {
  /** Resolves once every named domain's use cases are bound; each domain loads once. */
  require(...names: DomainName[]): Promise<void>;
}
