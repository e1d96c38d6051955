import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Stripe's published OpenAPI description, the parts we use (stripe-openapi-subset.json, extracted
 * by extract-stripe-schemas.py from github.com/stripe/openapi, MIT; its `source` names the commit),
 * as validators: what our client sends and what the stand-in answers must be what Stripe describes.
 */
const subset = JSON.parse(readFileSync(new URL('./stripe-openapi-subset.json', import.meta.url), 'utf8')) as {
  source: string;
  requests: Record<string, object>;
  components: { schemas: Record<string, object> };
};

export const STRIPE_OPENAPI_SOURCE = subset.source;

/**
 * OpenAPI 3.0's `nullable: true` in JSON Schema's words (what OpenAPI 3.1 says instead): null is
 * also allowed, beside the type or the alternatives given.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string')
    return {
      ...out,
      type: [out.type, 'null'],
      ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}),
    };
  if (Array.isArray(out.anyOf)) return { ...out, anyOf: [...out.anyOf, { type: 'null' }] };
  return { anyOf: [out, { type: 'null' }] };
}

const components = toJsonSchema(subset.components);

const SPEC_ID = 'stripe-openapi-subset';
// Stripe's description is OpenAPI 3.0 (`nullable`, `x-…` keywords, its own formats): not strict JSON Schema.
const answers = new Ajv({ strict: false, allErrors: true, validateFormats: false });
answers.addSchema({ $id: SPEC_ID, components });
// Form-encoded requests carry every value as text; Stripe reads `3` as the integer 3, and so does this.
const requests = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });
requests.addSchema({ $id: SPEC_ID, components });

const objectValidators = new Map<string, ValidateFunction>();

/** A validator for one of Stripe's objects (`payment_intent`, `event`, `error`). */
export function stripeObject(name: string): ValidateFunction {
  let validate = objectValidators.get(name);
  if (!validate) {
    validate = answers.compile({ $ref: `${SPEC_ID}#/components/schemas/${name}` });
    objectValidators.set(name, validate);
  }
  return validate;
}

/** A validator for the form parameters of one request (`POST /v1/payment_intents`…), decoded. */
export function stripeRequest(operation: string): ValidateFunction {
  const schema = subset.requests[operation];
  if (!schema) throw new Error(`no request ${operation} in the subset`);
  return requests.compile(toJsonSchema(schema) as object);
}

/** The validator's complaints, readable in a failed expectation. */
export function problems(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
