/**
 * Providers write money as decimals in major units (STP `monto: 1234.5`, Monnify `amountPaid:
 * "1234.00"`, Flutterwave `amount: 1000`); we keep integers in minor units. The conversion reads the
 * digits and never multiplies a float: `265.65 * 100` is 26564.999999999996 in binary floating point,
 * which a careless `Math.floor` turns into a lost centavo.
 */

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A JSON number is a double, and Number → string gives the shortest decimal that reads back as the
 * same double: the digits the provider wrote, as long as they were at most 15 significant digits.
 * Below 10^13 major units that holds for every amount with two decimals (and no payment comes near).
 */
const LARGEST_NUMBER = 1e13;

/**
 * "1234.50" → 123450, "1000" → 100000, "1000.5" → 100050; a JSON number is read by its decimal
 * digits the same way. Refused (RangeError): more than two decimals, a sign, exponents ("1e3"),
 * NaN, Infinity, spaces, thousands separators, an empty string, and anything beyond a safe integer.
 */
export function decimalToMinor(value: string | number): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_NUMBER) {
      throw new RangeError(`${value} is not an amount`);
    }
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    throw new RangeError(`${typeof value} is not an amount`);
  }
  const parts = DECIMAL.exec(text);
  if (!parts) throw new RangeError(`"${text}" is not a non-negative decimal with at most two decimals`);
  const whole = parts[1] ?? '0';
  const fraction = (parts[2] ?? '').padEnd(2, '0');
  const minor = BigInt(whole) * 100n + BigInt(fraction);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`"${text}" is too large`);
  return Number(minor);
}

/** 123450 → "1234.50": how a sandbox provider writes an amount in major units. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`${minor} is not an amount in minor units`);
  const text = String(minor).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** An amount already in minor units (Paystack kobo, Stripe centavos): a non-negative safe integer. */
export function integerMinor(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${String(value)} is not a whole amount in minor units`);
  }
  return value;
}
