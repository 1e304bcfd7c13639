import { type Result, err, ok } from '../../shared/result';
import { isTaxNumber } from '../domain/details-input';
import { type CompanyInformation, type InvoiceLookupGateway } from '../ports/services-gateway.port';

export type InvoiceCompanyFailure =
  /** Not a Greek tax number (ΑΦΜ: nine digits): nobody was asked. */
  | { readonly kind: 'NotATaxNumber' }
  /** The tax authority knows no company by that number. */
  | { readonly kind: 'NoSuchCompany' }
  /** The tax authority refused the number. */
  | { readonly kind: 'Refused' };

/** The invoice's company by its tax number, from the tax authority; apply it with `setInvoiceCompany`. */
export class LookUpInvoiceCompany {
  constructor(private readonly deps: { invoice: Pick<InvoiceLookupGateway, 'companyByTaxNumber'> }) {}

  async execute(taxNumber: string): Promise<Result<CompanyInformation, InvoiceCompanyFailure>> {
    const tax = taxNumber.trim();
    if (!isTaxNumber(tax)) return err({ kind: 'NotATaxNumber' });
    const found = await this.deps.invoice.companyByTaxNumber(tax);
    if (!found.ok) return err({ kind: found.error.kind === 'NotFound' ? 'NoSuchCompany' : 'Refused' });
    return ok(found.value);
  }
}
