/**
 * Exports: `deployProblems(config): string[]`, `deployWarnings(config): string[]`, `exposure(config)`,
 * `assertDeployable(config)`, `DeployCheckError`, `isLoopbackAddress(address)`, `isLoopbackHost(host)`, `MIN_TOKEN_LENGTH`,
 * `MIN_PASSWORD_LENGTH`.
 * The deploy check, in the spirit of Django's `manage.py check --deploy`: a shop reachable from outside (a HOST that
 * is not loopback, or a PUBLIC_URL that is https or names another machine) must not run with anything published in
 * this repository or meant for development: the demo payment secret and merchant, the embedded test payment
 * processor, the development mailbox, demo operator faults, no SMTP_URL, short or placeholder tokens and passwords,
 * an http PUBLIC_URL.
 * server/main.ts (and scripts/start.ts, before building) refuses to start with every problem listed and the
 * variable to set. On 127.0.0.1 (`npm start`) nothing is demanded. PUBLIC_DEMO=1 lets a deliberate demonstration
 * that takes no money and sends no mail run with the test processor, demo operator faults and without SMTP; nothing
 * else is waived (the kill -9 tests' SAGA_CRASH_AT least of all).
 * Pure: it reads the configuration only.
 */
import net from 'node:net';
import { DEMO_PAYMENT_MERCHANT_ID, DEMO_PAYMENT_SECRET, type Config } from './config';

/** Bearer tokens (ADMIN_TOKEN, RESELLER_TOKEN): `openssl rand -base64 32` gives 44 characters. */
export const MIN_TOKEN_LENGTH = 32;
/** Passwords set by configuration (ADMIN_PASSWORD, RESELLER_PASSWORD): OWASP ASVS 2.1.1. */
export const MIN_PASSWORD_LENGTH = 12;

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an IP address (IPv4, IPv6, IPv4-mapped IPv6, optionally in brackets) is this machine's loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = net.isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/** A host name or address that only this machine can reach: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return name === 'localhost' || name === 'localhost.' || isLoopbackAddress(name);
}

/** The URL, or undefined when it is none (HOST is not checked by loadConfig, and the default PUBLIC_URL is made of it). */
function urlOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Why the shop is reachable from outside, or undefined when it listens on loopback for a loopback address. */
export function exposure(config: Pick<Config, 'host' | 'publicUrl'>): string | undefined {
  if (!isLoopbackHost(config.host)) return `HOST=${config.host} is not a loopback address`;
  const publicUrl = urlOf(config.publicUrl);
  if (!publicUrl) return `PUBLIC_URL=${config.publicUrl} is not a URL`;
  if (publicUrl.protocol === 'https:') return `PUBLIC_URL=${config.publicUrl} is an https address`;
  if (!isLoopbackHost(publicUrl.hostname)) return `PUBLIC_URL=${config.publicUrl} names another machine`;
  return undefined;
}

/**
 * Secrets and passwords published in this repository: the embedded processor's secret, the Cardlink test
 * environment's (tests/server/payments-cardlink.test.ts) and the passwords the tests and the e2e server use.
 */
const PUBLISHED_SECRETS = new Set([DEMO_PAYMENT_SECRET, 'Cardlink1'].map((s) => s.toLowerCase()));
const PUBLISHED_PASSWORDS = new Set(['Agency#E2e26', 'Agency#2026', 'Helm#2026'].map((s) => s.toLowerCase()));
/** Words of example values and placeholders; a random token contains none of them. */
const PLACEHOLDER = /demo|example|sample|change-?_?me|placeholder|dummy|secret|password|passwd|token|test|admin|reseller|letmein|qwerty|123456|abcdef/i;

function credentialProblem(name: string, value: string | undefined, minLength: number, what: string): string | undefined {
  if (value === undefined) return undefined;
  const advice = what === 'token'
    ? `set ${name} to a random value of at least ${minLength} characters (e.g. \`openssl rand -base64 32\`)`
    : `set ${name} to a password of at least ${minLength} characters that appears nowhere else`;
  if ([...value].length < minLength) return `${name} is shorter than ${minLength} characters: ${advice}`;
  const lower = value.toLowerCase();
  if (PUBLISHED_SECRETS.has(lower) || PUBLISHED_PASSWORDS.has(lower) || PLACEHOLDER.test(value)) return `${name} looks like a demo or placeholder value: ${advice}`;
  return undefined;
}

/** Everything that makes this configuration unsafe for a shop reachable from outside; empty when it is not reachable. */
export function deployProblems(config: Config): string[] {
  if (exposure(config) === undefined) return [];
  const problems: string[] = [];
  const testProcessor = config.paymentUrl === undefined;
  const demoMoney = testProcessor && config.publicDemo;
  if (testProcessor && !config.publicDemo) {
    problems.push('PAYMENT_URL is not set: payments go to the embedded test processor, whose test card confirms any order. Set PAYMENT_URL, PAYMENT_MERCHANT_ID and PAYMENT_SECRET to your payment processor\'s values (or PUBLIC_DEMO=1 for a demonstration that takes no money)');
  }
  if (PUBLISHED_SECRETS.has(config.paymentSecret.toLowerCase()) && !demoMoney) {
    problems.push('PAYMENT_SECRET is a secret published in this repository: anyone can sign a payment confirmation with it. Set PAYMENT_SECRET to the secret your payment processor gave you');
  }
  if (config.paymentMerchantId === DEMO_PAYMENT_MERCHANT_ID && !demoMoney) {
    problems.push('PAYMENT_MERCHANT_ID is the demo merchant: set PAYMENT_MERCHANT_ID to your merchant id at the payment processor');
  }
  for (const [name, value] of [['PAYMENT_URL', config.paymentUrl], ['PAYMENT_API_URL', config.paymentApiUrl]] as const) {
    if (value !== undefined && urlOf(value)?.protocol !== 'https:') {
      problems.push(`${name}=${value} is not https: ${name === 'PAYMENT_URL' ? 'travellers would type their card into a page' : 'refunds and status requests would go'} over the network in clear. Set ${name} to your payment processor's https address`);
    }
  }
  if (config.testProcessorFaults !== undefined && !config.publicDemo) {
    problems.push('TEST_PROCESSOR_FAULTS is set: the embedded test processor is told to fail or lose its answers, for tests and for trying failures by hand. Unset TEST_PROCESSOR_FAULTS (or PUBLIC_DEMO=1 for a demonstration that takes no money)');
  }
  if (config.demoOperatorFaults !== undefined && !config.publicDemo) {
    problems.push(`DEMO_OPERATOR_FAULTS=${config.demoOperatorFaults.slice(0, 60)}: the demo operator network is told to fail, time out or answer slowly, which is for tests and trying the shop on this machine. Unset DEMO_OPERATOR_FAULTS (or PUBLIC_DEMO=1 for a demonstration that takes no money)`);
  }
  if (config.devMailbox) {
    problems.push('DEV_MAILBOX=1: the development mailbox shows every e-mail, password-reset links included, and behind a reverse proxy on this machine every visitor looks local. Unset DEV_MAILBOX and set SMTP_URL');
  }
  if (config.smtpUrl === undefined && !config.publicDemo) {
    problems.push('SMTP_URL is not set: activation, password-reset and ticket e-mails would never leave the server. Set SMTP_URL (e.g. smtp://user:pass@mail.example.com:587)');
  }
  for (const problem of [
    credentialProblem('ADMIN_TOKEN', config.adminToken, MIN_TOKEN_LENGTH, 'token'),
    credentialProblem('RESELLER_TOKEN', config.resellerToken, MIN_TOKEN_LENGTH, 'token'),
    credentialProblem('ADMIN_PASSWORD', config.adminPassword, MIN_PASSWORD_LENGTH, 'password'),
    credentialProblem('RESELLER_PASSWORD', config.resellerPassword, MIN_PASSWORD_LENGTH, 'password'),
  ]) if (problem) problems.push(problem);
  if (config.sagaCrashAt !== undefined) {
    problems.push(`SAGA_CRASH_AT=${config.sagaCrashAt}: the server would kill itself in the middle of a booking (a switch of the kill -9 tests, never for a shop anyone can reach, PUBLIC_DEMO=1 or not). Unset SAGA_CRASH_AT`);
  }
  if (urlOf(config.publicUrl)?.protocol !== 'https:') {
    problems.push(`PUBLIC_URL=${config.publicUrl} is not https: logins and payments would cross the network in clear. Serve the shop over TLS (a reverse proxy, see README.md "Deploying") and set PUBLIC_URL to its https address`);
  }
  return problems;
}

/** What to warn about at start on a configuration the deploy check lets pass. */
export function deployWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.paymentSecret === DEMO_PAYMENT_SECRET) {
    warnings.push('PAYMENT_SECRET is the demo secret published in this repository: anyone who reaches this server can confirm a payment with it. Fine for trying the shop on this machine; never for real money (README.md "Deploying")');
  }
  const reason = exposure(config);
  if (reason && config.publicDemo) {
    warnings.push(`PUBLIC_DEMO=1 and ${reason}: a public demonstration${config.paymentUrl === undefined ? ' with the test payment processor (no real money)' : ''}${config.smtpUrl === undefined ? ' that sends no e-mail' : ''}`);
  }
  return warnings;
}

export class DeployCheckError extends Error {
  override name = 'DeployCheckError';
}

/** Throws a `DeployCheckError` listing every problem, when there is one. */
export function assertDeployable(config: Config): void {
  const problems = deployProblems(config);
  if (problems.length === 0) return;
  throw new DeployCheckError([
    `The shop will not start: it is reachable from outside (${exposure(config)}) and ${problems.length === 1 ? 'one setting is' : `${problems.length} settings are`} not safe for that:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set these variables (README.md, "Deploying"), or run it on HOST=127.0.0.1 to try it on this machine.',
  ].join('\n'));
}
