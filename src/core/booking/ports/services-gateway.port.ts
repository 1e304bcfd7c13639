import { type CommonRefusalKind, type Refusal } from '../../shared/refusal';
import { type Result } from '../../shared/result';

/** Why the shop refused a tax-number look-up or a courier call, in its words (a malformed tax number is `Invalid` with reason `TaxNumber`). */
export type ServicesRefusal = Refusal<CommonRefusalKind>;

/** What the Greek tax authority (AADE) knows of a company, for the invoice form. */
export interface CompanyInformation {
  readonly tax: string;
  readonly companyName: string;
  readonly activity: string;
  readonly address: string;
  readonly taxOffice: string;
}

/** Invoice company look-up (`POST /aade/retriveInformation`). */
export interface InvoiceLookupGateway {
  /** The company of a Greek tax number (AFM); NotFound when there is none, Invalid for a malformed number. */
  companyByTaxNumber(tax: string): Promise<Result<CompanyInformation, ServicesRefusal>>;
}

export interface ShippingData {
  readonly orderCode: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly zipCode: string;
  readonly prefecture: string;
  readonly telephone: string;
}

export interface CourierVoucher {
  readonly shippingNumber: string;
  readonly status: string;
}

/** Courier delivery of tickets within Greece (`/courier/createVoucher`, `/courier/retrieveVoucher`). */
export interface CourierGateway {
  /** Books the courier for an order's tickets; Invalid ('shipping details error') for an address it cannot serve. */
  createVoucher(shipping: ShippingData): Promise<Result<CourierVoucher, ServicesRefusal>>;
  /** The state of the courier voucher of an order the tab may act on; NotFound for an unknown number or another's order. */
  retrieveVoucher(shippingNumber: string, orderCode: string): Promise<Result<CourierVoucher, ServicesRefusal>>;
}
