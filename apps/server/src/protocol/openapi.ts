import { ENVELOPE_TEST_VECTOR, ERRORS, MAX_CLOCK_SKEW_SECONDS } from '@puente/domain';
import { SESSION_ERRORS } from '@puente/domain/contract';
import { z } from 'zod';
import { type CallDefinition, callUrl } from './call.ts';

const HEADER_PARAMETERS = [
  {
    name: 'packageName',
    in: 'header',
    required: true,
    schema: { type: 'string', example: 'com.puente.loans' },
  },
  { name: 'appName', in: 'header', required: false, schema: { type: 'string', example: 'Puente' } },
  {
    name: 'afid',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description: 'Device/attribution id',
  },
  { name: 'lang', in: 'header', required: false, schema: { type: 'string', enum: ['en', 'es'] } },
  { name: 'no-cache', in: 'header', required: false, schema: { type: 'string' } },
];

const ENVELOPE_SCHEMA = {
  type: 'object',
  description: 'Exactly one field named [A-Z]{5}[0-9]{3} holding the encrypted payload as upper-case hex.',
  patternProperties: { '^[A-Z]{5}[0-9]{3}$': { type: 'string', pattern: '^([0-9A-F]{32})+$' } },
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
};

const UPLOAD_SCHEMA = {
  type: 'object',
  description: 'The envelope field (as in JSON calls) and one file part; the file is not encrypted.',
  properties: {
    file: { type: 'string', format: 'binary', description: 'The photo (any part name is accepted)' },
  },
  patternProperties: ENVELOPE_SCHEMA.patternProperties,
  required: ['file'],
};

const DESCRIPTION = `Every call's payload is a JSON object of the fields documented under x-payload, plus
\`t\` (Unix seconds, within ${MAX_CLOCK_SKEW_SECONDS} s of the server clock). It is encrypted with AES-128-ECB,
PKCS7 padding, key = the first 16 characters of the packageName header right-padded with "0", written as
upper-case hex, and sent as the only field, named with 5 random upper-case letters and 3 digits: in the
query string for GET, in the JSON body otherwise, beside the file in multipart uploads.
Test vector: "${ENVELOPE_TEST_VECTOR.plaintext}" with package "${ENVELOPE_TEST_VECTOR.packageName}" gives
${ENVELOPE_TEST_VECTOR.ciphertextHex}. Answers are {code, msg, data}; code 0 is success, msg is in the
language of the lang header; a refusal's data is null or its parameters (e.g. {"field":"mobile"},
{"seconds":42}). Session codes 10010301, 10010303, 10010304 and 100103 mean: clear local data
and log in again. The error codes are listed under x-error-codes.`;

function jsonSchema(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function answerSchema(data: z.ZodType) {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer', example: 0 }, msg: { type: 'string' }, data: jsonSchema(data) },
  };
}

function operation(call: CallDefinition, method: 'GET' | 'POST'): Record<string, unknown> {
  const parameters: unknown[] = [...HEADER_PARAMETERS];
  if (call.auth) {
    parameters.push({
      name: 'Authorization',
      in: 'header',
      required: true,
      schema: { type: 'string', example: 'Bearer …' },
    });
  }
  const errors = [...call.errors, ...(call.auth ? SESSION_ERRORS : [])];
  const operation: Record<string, unknown> = {
    summary: call.summary,
    tags: call.tags,
    parameters,
    'x-payload': jsonSchema(call.payload),
    // The refusals of this call; any call may also give the protocol's (COMMON_ERRORS).
    'x-errors': [...new Set(errors)].map((name) => ({ name, code: ERRORS[name].code })),
    responses: {
      '200': {
        description: 'Success (code 0)',
        content: { 'application/json': { schema: answerSchema(call.answer) } },
      },
      default: {
        description: 'Refused: a non-zero code from x-errors or x-error-codes',
        content: { 'application/json': { schema: answerSchema(z.null()) } },
      },
    },
  };
  if (method === 'GET') {
    parameters.push({
      name: 'ABCDE123',
      in: 'query',
      required: true,
      description: 'The envelope field (random name)',
      schema: { type: 'string' },
    });
  } else {
    operation.requestBody = {
      required: true,
      content: call.upload
        ? { 'multipart/form-data': { schema: UPLOAD_SCHEMA } }
        : { 'application/json': { schema: ENVELOPE_SCHEMA } },
    };
  }
  return operation;
}

/** OpenAPI 3.1 for every call, with its decrypted payload, so a native team can integrate from it. */
export function buildOpenApi(calls: CallDefinition[], extraPaths: Record<string, unknown> = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const url = callUrl(call);
    const methods = call.alsoPost ? (['GET', 'POST'] as const) : [call.method];
    for (const method of methods)
      paths[url] = { ...paths[url], [method.toLowerCase()]: operation(call, method) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Puente lending service', version: '0.1.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    paths: { ...paths, ...extraPaths },
    'x-error-codes': Object.entries(ERRORS).map(([name, e]) => ({
      name,
      code: e.code,
      http: e.http,
      en: e.en,
      es: e.es,
    })),
  };
}
