/**
 * A vehicle's fuel (SPEC.md section 3, 'Vehicle (form)': type, fuel type, …), as the booking stores it. The usual
 * values of Greek ferry companies' forms; optional (the SPEC marks no vehicle detail but the plate as needed).
 */
export const FUEL_TYPES = ['petrol', 'diesel', 'lpg', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const isFuelType = (value: string): value is FuelType => (FUEL_TYPES as readonly string[]).includes(value);

/** A company's registry (ΓΕΜΗ) number: digits only, at most 12 (today's numbers have 12, older ones fewer). */
export const REGISTRY_PATTERN = /^[0-9]{1,12}$/;
