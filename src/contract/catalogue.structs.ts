import {
  array, boolean, enums, integer, nullable, number, object, optional, string, type Infer,
} from 'superstruct';
import { Cents, CompanyCode, IsoDate, Lang, PortCode } from './common.structs';

// ---- requests ----
export const LangQuery = object({ lang: optional(Lang) });
export const CompanyDetailsRequest = object({
  company_code: optional(CompanyCode),
  port_code: optional(PortCode),
  lang: optional(Lang),
});
export const DestinationsRequest = object({ origin: PortCode, lang: optional(Lang) });
export const OriginsRequest = object({ destination: PortCode, lang: optional(Lang) });
export const DatesRequest = object({
  origin: PortCode,
  destination: PortCode,
  /** First date asked for; today when absent. */
  from: optional(IsoDate),
  /** Last date asked for; a year from today when absent. */
  to: optional(IsoDate),
});

// ---- answers ----
export const Port = object({
  code: PortCode,
  name: string(),
  /** Name of the island or area the port serves ("Santorini" for Thira), in the same language. */
  area: string(),
  /**
   * Other names the port is searched by: its names in the other languages (Πειραιάς on /en), common spellings
   * (Pireas, Kerkyra, Fira) and the island or area it serves (Crete for Heraklion). Absent from older servers.
   */
  aliases: optional(array(string())),
  country: string(),
  countryCode: string(),
  latitude: number(),
  longitude: number(),
});
export const PortsAnswer = object({ data: array(Port) });
export const Country = object({ code: string(), name: string(), portCount: integer() });
export const CountriesAnswer = object({ data: array(Country) });

export const CompanySummary = object({ code: CompanyCode, name: string(), logo: string() });
export const CompaniesAnswer = object({ data: array(object({
  code: CompanyCode, name: string(), logo: string(), country: string(), vesselCount: integer(), website: string(),
})) });

export const Vessel = object({
  code: string(), name: string(), type: enums(['conventional', 'high-speed']), built: integer(),
  speedKnots: integer(), passengers: integer(), garageMetres: integer(), cabins: integer(),
  pets: boolean(), trailers: boolean(), campers: boolean(),
});
export const PassengerType = object({
  code: string(), name: string(), minAge: integer(), maxAge: integer(), percentOfAdult: integer(),
  requiresDocument: boolean(),
});
export const Discount = object({
  code: string(), name: string(), percent: integer(), appliesTo: enums(['passenger', 'vehicle']),
  requiresDocument: boolean(),
});
export const LoyaltyScheme = object({
  code: string(), name: string(), percent: integer(), cardFormat: string(),
});
export const ResidentDiscount = object({ percent: integer(), codeFormat: string(), areas: array(string()) });
export const RefundTier = object({ hoursBeforeDeparture: integer(), percent: integer() });
export const RefundPolicy = object({ tiers: array(RefundTier), feeCents: Cents, summary: string() });
export const CompanyDetails = object({
  code: CompanyCode, name: string(), logo: string(), country: string(), website: string(), description: string(),
  holdMinutes: integer(),
  vessels: array(Vessel),
  passengerTypes: array(PassengerType),
  discounts: array(Discount),
  loyaltySchemes: array(LoyaltyScheme),
  residentDiscount: nullable(ResidentDiscount),
  refundPolicy: RefundPolicy,
  services: array(object({ code: string(), name: string(), price: Cents })),
  ports: array(PortCode),
});
export const CompanyDetailsAnswer = object({ data: array(CompanyDetails) });
export const PortListAnswer = object({ data: array(Port) });
export const DatesAnswer = object({ data: array(IsoDate) });

export type Port = Infer<typeof Port>;
export type Country = Infer<typeof Country>;
export type CompanySummary = Infer<typeof CompanySummary>;
export type CompanyDetails = Infer<typeof CompanyDetails>;
export type CompanyDetailsRequest = Infer<typeof CompanyDetailsRequest>;
export type DatesRequest = Infer<typeof DatesRequest>;
