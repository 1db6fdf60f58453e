/** The catalogue's `common` area (messages.ts puts the areas together). */
export const commonMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidInternationalPhone:
    'Enter the mobile number as 10 digits with its country code, or in full with + and the country code, such as +447911123456.',
  countryCodeRequired:
    'Choose the country code of this mobile number, or enter the number in full starting with +.',
  invalidRequest: 'Some fields are missing or invalid. Check them and try again.',
  /** A field's value of the wrong kind or format, where its schema names nothing better (ours). */
  invalidValue: 'This value is not valid here. Check it and try again.',
  /** A value that is not one of the options a field offers (ours). */
  invalidChoice: 'Choose one of the options offered.',
  /** A text longer than its field takes, where its schema names nothing better (ours). */
  tooLong: (maximum: number | bigint) => `Must be at most ${maximum} characters`,
  notFound: 'We could not find what you asked for.',
  /** The 404 page's second sentence. */
  notFoundHint: 'Check the address, or go back to your dashboard.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
  serverError: 'Something went wrong on our side. Please try again.',
  networkError: 'We could not reach LeXi. Check your connection and try again.',
  busy: 'LeXi is busy just now. Please try again in a moment.',
  unavailable: 'LeXi cannot reach its database just now. Please try again in a moment.',
  uploadIncomplete: 'The upload did not arrive whole. Choose the file and upload it again.',
  /** A PDF with scripts, launch actions, embedded files or rich media (ours). */
  pdfActiveContent:
    'This PDF contains scripts, actions that open other programs, embedded files or rich media, which LeXi does not accept. Print it to a new PDF (or export it without them) and upload that.',
  /** Too many share or signing links sent (ours). */
  tooManyLinkMails:
    'Too many links have been sent from this account or to this address in the last hour. Please try again later.',
  /** A NUL, a control character or half of an emoji (a lone surrogate) in any text (ours). */
  unsafeText: 'This text contains characters LeXi cannot store. Remove them and try again.',
} as const;
