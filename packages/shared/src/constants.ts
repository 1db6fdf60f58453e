/** Business constants of spec part 1 §9 and the account rules of the foundation. */
export const CONTRACT_PROGRESS_TICK_MS = 350;
export const CONTRACT_PROGRESS_MAX_WAITING = 95;
export const ANIMATION_COMPLETE_DELAY_MS = 1000;
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_TICK_MS = 1000;
export const UPLOAD_PROGRESS_MAX_WAITING = 90;
export const PHONE_DIGITS = 10;
export const AADHAR_DIGITS = 12;
export const ID_PROOF_MIN_LENGTH = 8;
export const DEFAULT_CONTRACT_NAME = 'Contract';
export const DEFAULT_FILE_NAME = 'Contract.pdf';
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SENDS_PER_MINUTE = 1;
export const OTP_SENDS_PER_HOUR = 5;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
