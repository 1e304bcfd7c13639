import { type BookingRefusal } from '../domain/booking-refusal';
import { type CompanyRules } from '../domain/order';
import { type Result, err, ok } from '../../shared/result';
import { type BookingGateway } from '../ports/booking-gateway.port';

export type { CompanyRules };

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
