import { type CompanyDetails } from '../../../contract';
import { type BookingRefusal } from '../domain/booking-refusal';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';

/**
 * A company's booking rules as the passengers step offers them: its passenger types, discounts, loyalty schemes
 * and island-resident (MAN) discount, named in the requested language by the Booking API.
 */
export type CompanyRules = Pick<CompanyDetails, 'code' | 'name' | 'passengerTypes' | 'discounts' | 'loyaltySchemes' | 'residentDiscount'>;

/** Loads the rules of the companies of the chosen trips, each company once. */
export class LoadCompanyRules {
  private readonly known = new Map<string, Promise<Result<CompanyRules | undefined, BookingRefusal>>>();

  constructor(private readonly deps: { booking: Pick<BookingGateway, 'companyDetails'> }) {}

  /** The company's rules; undefined when the network does not know the company; a failure is not kept. */
  async execute(companyCode: string): Promise<Result<CompanyRules | undefined, BookingRefusal>> {
    const cached = this.known.get(companyCode);
    if (cached) return cached;
    const pending = this.deps.booking.companyDetails({ company_code: companyCode }).then((answer) => {
      if (!answer.ok) {
        this.known.delete(companyCode);
        return err(answer.error);
      }
      const found = answer.value.find((c) => c.code === companyCode);
      return ok(found && {
        code: found.code, name: found.name, passengerTypes: found.passengerTypes, discounts: found.discounts,
        loyaltySchemes: found.loyaltySchemes, residentDiscount: found.residentDiscount,
      });
    });
    this.known.set(companyCode, pending);
    return pending;
  }
}
