/** The catalogue's `login` area (messages.ts puts the areas together). */
export const loginMessages = {
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  emailNotVerified: 'Your account is not verified',
  mobileNotVerified: 'Your mobile number is not verified',
  otpRequired: 'Please Enter an OTP',
  passwordsDoNotMatch: 'Passwords do not match',
  otpSent: 'OTP sent to your email.',
  otpVerified: 'OTP Verified Successfully!',
  loginSuccess: 'Login successful',
} as const;
