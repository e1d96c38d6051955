/**
 * Leftovers of the Indian variant the spec still mentions (pinCode field, 18% tax on the fee, the
 * PAN-style identity card). Kept as data so the wording of the spec can be traced, not offered as
 * a market. The 18% is India's GST on fees; it is neither Mexico's IVA (16%) nor Nigeria's VAT
 * (7.5%), so pricing must not take it from here.
 */
export const INDIA_LEFTOVERS = {
  /** Indian postal PIN code: 6 digits, the first not 0. */
  pinCode: { digits: 6, pattern: /^[1-9]\d{5}$/ },
  /** GST on processing fees, in basis points (18%). */
  gstOnFeeBasisPoints: 1800,
  /** PAN card: 5 letters, 4 digits, 1 letter; the spec's Nigerian reading shows these fields. */
  panCard: {
    numberPattern: /^[A-Z]{5}\d{4}[A-Z]$/,
    fields: ['cardNumber', 'name', 'birthday', 'fatherName', 'address'],
  },
} as const;
