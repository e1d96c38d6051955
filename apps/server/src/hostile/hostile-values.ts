import fc from 'fast-check';
import type { JsonSchema } from './registered-calls.ts';

/** Strings that have broken parsers, databases and text handling elsewhere. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u0627\u0644\u0639\u0631\u0628\u064A\u0629',
  '😀👨‍👩‍👧‍👦🇲🇽',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e309',
  '-1',
  '0x10',
  ' 1000 ',
  '１２３４',
  '٣٤٥٦',
  '5512345678',
  '+5215512345678',
  '00000000-0000-0000-0000-000000000000',
  'PL00000000000000000000',
  'PO0000000000000000000000',
  'VO0000000000000000000000',
  '\r\n\t',
  '%00%ff',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  1e308,
  -1e308,
  2 ** 53 + 2,
  5e-324,
  4_102_444_800_001,
  2 ** 31,
];

/** A very long string of one character: to the body limit and beyond once encrypted (hex doubles it). */
export const hugeString = fc
  .tuple(fc.constantFrom('A', 'ñ', '😀', '\u202E', '\u0000', '9'), fc.integer({ min: 1_000, max: 200_000 }))
  .map(([c, n]) => c.repeat(n));

/** Arrays or objects nested thousands deep. */
export const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    't',
    'toString',
    '',
    ' ',
    '\u0000',
    '😀',
    'orderNo',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const scalar = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer().map(String),
  fc.boolean(),
  fc.constant(null),
);

/** Objects built with fromEntries, so a "__proto__" key is an own field and reaches the JSON. */
const objectOf = (value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(hostileKey, value), { maxLength: 4 }).map((entries) => Object.fromEntries(entries));

const { nested } = fc.letrec((tie) => ({
  nested: fc.oneof(
    { depthSize: 'small' },
    { arbitrary: scalar, weight: 6 },
    { arbitrary: fc.array(tie('nested'), { maxLength: 4 }), weight: 1 },
    { arbitrary: objectOf(tie('nested')), weight: 1 },
  ),
}));

/** Any JSON value a hostile client might put where a field belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nested, weight: 20 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
);

/** Real identifiers and likely values, by field name, so fuzzing reaches past the first checks. */
export type KnownValues = Record<string, unknown[]>;

/** Keys the form calls (open records) read, so junk lands where the service looks. */
const FORM_KEYS = [
  'firstName',
  'lastName',
  'secondLastName',
  'birthday',
  'gender',
  'curp',
  'email',
  'cardType',
  'bankCode',
  'accountNumber',
  'accountNumberConfirm',
  'holderName',
  'code',
  'education',
  'maritalStatus',
  'monthlyIncome',
  'workType',
  'companyName',
  'contactName1',
  'contactMobile1',
  'contactRelation1',
  'state',
  'city',
  'address',
  'bvn',
  'nin',
];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value that fits the field's schema, or nearly: the starting point that mutations spoil. */
function plausible(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const pool = known[name] ?? [];
  const fromPool = pool.length > 0 ? [fc.constantFrom(...pool)] : [];
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0)
    return fc.oneof(...fromPool, ...schema.anyOf.map((branch) => plausible(branch, name, known)));
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(...fromPool, fc.uuid());
      return fc.oneof(...fromPool, fc.string({ maxLength: schema.maxLength ?? 40 }));
    case 'integer':
      return fc.oneof(
        ...fromPool,
        fc.integer({ min: Math.ceil(schema.minimum ?? -10), max: Math.min(schema.maximum ?? 100_000, 1e9) }),
      );
    case 'number':
      return fc.oneof(...fromPool, fc.integer({ min: -100, max: 100_000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, name, known) : hostileValue, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return payloadFor(schema, known);
    default:
      return fc.oneof(...fromPool, hostileValue);
  }
}

/**
 * A payload for a call's schema where each field is plausible, hostile or missing, with extra
 * fields at times; open records (the forms) get their usual keys with plausible or hostile values.
 */
export function payloadFor(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, sub]) =>
    fc.oneof(
      { arbitrary: plausible(sub, name, known).map((v): [string, unknown][] => [[name, v]]), weight: 5 },
      { arbitrary: hostileValue.map((v): [string, unknown][] => [[name, v]]), weight: 2 },
      { arbitrary: fc.constant<[string, unknown][]>([]), weight: 1 },
    ),
  );
  const open = schema.additionalProperties;
  const record =
    open && typeof open === 'object'
      ? fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...FORM_KEYS), hostileKey),
            fc.oneof(plausible(open, '', known), hostileValue),
          ),
          { maxLength: 10 },
        )
      : fc.constant<[string, unknown][]>([]);
  const extra = fc.oneof(
    { arbitrary: fc.constant<[string, unknown][]>([]), weight: 3 },
    { arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }), weight: 1 },
  );
  return fc
    .tuple(fc.tuple(...fields), record, extra)
    .map(([given, opened, extras]) => Object.fromEntries([...given.flat(), ...opened, ...extras]));
}
