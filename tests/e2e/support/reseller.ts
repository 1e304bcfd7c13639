/**
 * The demo reseller's login in the end-to-end tests: the seeded account (server/modules/auth/seed.ts) gets this
 * password from RESELLER_PASSWORD, which playwright.config.ts gives the e2e server.
 */
export const E2E_RESELLER = { email: 'reseller@ferryshop.example', password: 'Agency#E2e26', agency: 'Demo Travel Agency' } as const;
