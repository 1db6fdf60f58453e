import { z } from 'zod';
import { countryNames } from '../countries.ts';
import { accountsMessages } from '../messages/accounts.ts';
import { commonMessages } from '../messages/common.ts';
import {
  countryCodeField,
  emailField,
  newPasswordField,
  otpField,
  phoneField,
  requiredText,
  usernameField,
} from '../validation/fields.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';

export const accountTypes = ['individual', 'business', 'law_firm', 'lawyer'] as const;
export const accountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountType>;
export const accountTypeLabels: Record<AccountType, string> = {
  individual: 'Individual',
  business: 'Business',
  law_firm: 'Law firm',
  lawyer: 'Lawyer',
};

export const otpPurposes = ['verify_email', 'forgot_password'] as const;
export const otpPurpose = z.enum(otpPurposes);
export type OtpPurpose = z.infer<typeof otpPurpose>;

/** POST /api/register */
export const registerRequest = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: usernameField,
  email: emailField,
  phone_number: phoneField,
  country: z.enum(countryNames, { error: commonMessages.required }),
  country_code: countryCodeField,
  password: newPasswordField,
  account_type: accountType,
  /** A law firm's name; defaults to the admin's name when left empty. */
  firm_name: singleLineText().trim().max(200).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** What the server tells the browser about the signed-in person. */
export const userData = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  country: z.string(),
  country_code: z.string(),
  account_type: accountType,
  is_email_verified: z.boolean(),
  is_mobile_verified: z.boolean(),
});
export type UserData = z.infer<typeof userData>;

export const registerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user_data: userData,
});
export type RegisterResponse = z.infer<typeof registerResponse>;

/** POST /api/login: `username` may also be the account's email address. */
export const loginRequest = z.object({
  username: singleLineText().trim().min(1, { error: commonMessages.required }).max(254),
  password: multiLineText().min(1, { error: commonMessages.required }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  expires_at: z.string(),
  user_data: userData,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The refusal of a correct password whose email or mobile is not verified yet. */
export const loginUnverifiedResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  code: z.string(),
  email_verified: z.literal(false).optional(),
  data: z.object({ email: z.string() }).optional(),
  mobile_verified: z.literal(false).optional(),
  mobile_number: z.string().optional(),
  country_code: z.string().optional(),
});
export type LoginUnverifiedResponse = z.infer<typeof loginUnverifiedResponse>;

/** POST /api/send_otp */
export const sendOtpRequest = z.object({
  email: emailField,
  purpose: otpPurpose.optional(),
});

/** POST /api/verify_otp */
export const verifyOtpRequest = z.object({
  otp: otpField,
  email: emailField,
  purpose: otpPurpose.optional(),
});
/**
 * For the forgot-password purpose the answer carries `reset_token`, a one-time proof that the
 * OTP was verified, which /forgot_password requires (see README: a deliberate addition to the
 * spec's payload, so that nobody can reset a password without the code).
 */
export const verifyOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  reset_token: z.string().optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** POST /api/send_mobile_otp */
export const sendMobileOtpRequest = z.object({ mobile: phoneField });
/** POST /api/verify_mobile_otp */
export const verifyMobileOtpRequest = z.object({ otp: otpField, mobile: phoneField });

/** POST /api/forgot_password */
export const forgotPasswordRequest = z.object({
  email: emailField,
  new_password: newPasswordField,
  purpose: z.literal('forgot_password'),
  /** Ours: the proof of the verified code. The spec's payload has none: without it, the reset is refused. */
  reset_token: singleLineText({ error: accountsMessages.resetNotVerified })
    .min(1, { error: accountsMessages.resetNotVerified })
    .max(200, { error: accountsMessages.resetNotVerified }),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/user_plan */
export const planData = z.object({
  code: z.string(),
  name: z.string(),
  esign_limit: z.number().int(),
  esign_used: z.number().int(),
  esign_remaining: z.number().int(),
  ai_credits_limit: z.number().int(),
  ai_credits_used: z.number().int(),
  ai_credits_remaining: z.number().int(),
  started_at: z.string(),
  expires_at: z.string().nullable(),
});
export type PlanData = z.infer<typeof planData>;

export const userPlanResponse = z.object({
  success: z.literal(true),
  user_data: userData.extend({ plan: planData }),
});
export type UserPlanResponse = z.infer<typeof userPlanResponse>;
