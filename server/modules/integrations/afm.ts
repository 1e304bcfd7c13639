/**
 * Exports: `isValidAfm(tax)`.
 * The Greek tax number (ΑΦΜ): nine digits, the last a check digit: the first eight weighted by 2⁸…2¹, summed,
 * modulo 11, modulo 10. All zeros is not a number.
 */
export function isValidAfm(tax: string): boolean {
  if (!/^\d{9}$/.test(tax) || tax === '000000000') return false;
  const digits = [...tax].map(Number);
  const sum = digits.slice(0, 8).reduce((total, digit, i) => total + digit * 2 ** (8 - i), 0);
  return (sum % 11) % 10 === digits[8];
}
