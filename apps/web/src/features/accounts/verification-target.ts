/** The contact a login refusal asks the user to verify before signing in. */
export type VerificationTarget =
  | { channel: 'email'; email: string }
  | { channel: 'mobile'; mobile: string; countryCode: string };
