/**
 * Shows only the last four digits of an identity number (Aadhaar's are twelve), in groups of four:
 * "1234" → "XXXX-XXXX-1234". The rest is never stored, so only the tail can be shown.
 */
export function maskIdDigits(lastDigits: string, totalDigits = 12): string {
  const tail = lastDigits.replace(/\D/g, '').slice(-4);
  const masked = 'X'.repeat(Math.max(0, totalDigits - tail.length)) + tail;
  return masked.match(/.{1,4}/g)?.join('-') ?? masked;
}
