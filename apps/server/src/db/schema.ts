// Every table of the application, for Drizzle and drizzle-kit.
export * from '../modules/accounts/login-failures.table.ts';
export * from '../modules/accounts/otp-codes.table.ts';
export * from '../modules/accounts/sessions.table.ts';
export * from '../modules/accounts/users.table.ts';
export * from '../modules/contracts/ai-credit-debits.table.ts';
export * from '../modules/contracts/contract-share-links.table.ts';
export * from '../modules/contracts/contracts.table.ts';
export * from '../modules/dashboard/expiry-reminders.table.ts';
export * from '../modules/emohar/emohar-audit-events.table.ts';
export * from '../modules/emohar/emohar-documents.table.ts';
export * from '../modules/emohar/emohar-share-links.table.ts';
export * from '../modules/emohar/emohar-sign-sessions.table.ts';
export * from '../modules/emohar/emohar-signers.table.ts';
export * from '../modules/organizations/organizations.table.ts';
export * from '../modules/plans/subscriptions.table.ts';
