/**
 * Exports: `TaxRegistry`, `TaxRecord`.
 * The Greek tax authority's (AADE) register of businesses, as the invoice form needs it. A real adapter would call
 * AADE's RgWsPublic2 service with the shop's credentials; the embedded one is `DemoTaxRegistry`.
 */
export interface TaxRecord {
  /** ΑΦΜ, nine digits. */
  readonly tax: string;
  readonly companyName: string;
  /** Legal form, e.g. 'ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ', 'ΙΚΕ'. */
  readonly legalForm: string;
  /** The main activity (ΚΑΔ description). */
  readonly activity: string;
  readonly activityCode: string;
  /** ΔΟΥ, the tax office. */
  readonly taxOffice: string;
  /** Street and number, postal code and town in one line. */
  readonly address: string;
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  /** Registry: the ΓΕΜΗ (General Commercial Registry) number. */
  readonly registry: string;
  /** Whether the business is active (not deregistered). */
  readonly active: boolean;
  /** Registration date `YYYY-MM-DD`. */
  readonly registeredOn: string;
}

export interface TaxRegistry {
  /** The business registered under a valid ΑΦΜ; undefined when none is. */
  lookup(tax: string): Promise<TaxRecord | undefined>;
}
