/** The calls of the demo operator network that `DEMO_OPERATOR_FAULTS` may name (light: server/config.ts reads it; the demo operators, server/adapters/demo-operators, obey it). */
import { parseFaults, type FaultPlan } from './faults';

export const DEMO_OPERATOR_OPERATIONS = [
  'availability', 'quote', 'checkLoyalty', 'checkResident', 'hold', 'extend', 'confirm', 'release', 'cancel', 'assist', 'cancelPart',
] as const;
export type DemoOperatorOperation = (typeof DEMO_OPERATOR_OPERATIONS)[number];

/** Parses a `DEMO_OPERATOR_FAULTS` text; throws an Error naming the bad entry. */
export const parseDemoOperatorFaults = (text: string | undefined): FaultPlan => parseFaults(text, DEMO_OPERATOR_OPERATIONS);
