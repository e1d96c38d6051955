import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Paystack's published OpenAPI description, the operations we use (paystack-openapi-subset.json,
 * extracted by extract-paystack-schemas.py from github.com/PaystackOSS/openapi, MIT; its `source`
 * says so), as validators: what our client sends and what the stand-in answers must be what
 * Paystack describes.
 */
const subset = JSON.parse(
  readFileSync(new URL('./paystack-openapi-subset.json', import.meta.url), 'utf8'),
) as {
  source: string;
  operations: Record<
    string,
    {
      parameters: { name: string; in: string; required?: boolean; schema?: object }[];
      request?: object;
      responses: Record<string, object>;
    }
  >;
};

export const PAYSTACK_OPENAPI_SOURCE = subset.source;

/** OpenAPI 3.0's `nullable: true` in JSON Schema's words: null is also allowed. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

// Paystack's description is OpenAPI 3.0 (`nullable`, a `minimum` on a string): not strict JSON Schema.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
// Query parameters arrive as text; `account_number` is described as an integer.
const queryAjv = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });

function operation(name: string) {
  const found = subset.operations[name];
  if (!found) throw new Error(`no operation ${name} in the subset`);
  return found;
}

/** A validator for the JSON body of a request (`POST /transfer`…). */
export function paystackRequest(name: string): ValidateFunction {
  const schema = operation(name).request;
  if (!schema) throw new Error(`${name} has no request body in the subset`);
  return ajv.compile(toJsonSchema(schema) as object);
}

/** A validator for the query of a request: the parameters Paystack names, nothing else. */
export function paystackQuery(name: string): ValidateFunction {
  const parameters = operation(name).parameters.filter((p) => p.in === 'query');
  return queryAjv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, toJsonSchema(p.schema ?? {})])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  });
}

/** A validator for an answer of an operation with an HTTP status Paystack describes. */
export function paystackAnswer(name: string, status: number | string): ValidateFunction {
  const schema = operation(name).responses[String(status)];
  if (!schema) throw new Error(`${name} describes no ${status} answer`);
  return ajv.compile(toJsonSchema(schema) as object);
}

/** The validator's complaints, readable in a failed expectation. */
export function problems(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
