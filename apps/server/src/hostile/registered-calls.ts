import type { Service } from '../app.ts';

/** The parts of a JSON Schema (as OpenAPI's x-payload gives them) that the hostile suites read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
}

/** One call the service registers, as its published OpenAPI describes it. */
export interface RegisteredCall {
  method: 'GET' | 'POST';
  url: string;
  auth: boolean;
  upload: boolean;
  payload: JsonSchema;
}

/**
 * Every call of the wire protocol, read from the running service's /api/docs: a call added later
 * is fuzzed and swept without anyone listing it here.
 */
export async function registeredCalls(service: Service): Promise<RegisteredCall[]> {
  const doc = (await service.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const calls: RegisteredCall[] = [];
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      calls.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        url,
        auth: operation.parameters.some((p) => p.name === 'Authorization'),
        upload: Boolean(operation.requestBody?.content?.['multipart/form-data']),
        payload: operation['x-payload'],
      });
    }
  }
  return calls;
}

interface Operation {
  parameters: { name: string }[];
  requestBody?: { content?: Record<string, unknown> };
  'x-payload': JsonSchema;
}

/** The field names a call's payload may carry, nested objects and arrays included. */
export function payloadFieldNames(schema: JsonSchema): Set<string> {
  const names = new Set<string>();
  const visit = (s: JsonSchema | boolean | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const [name, sub] of Object.entries(s.properties ?? {})) {
      names.add(name);
      visit(sub);
    }
    visit(s.items);
    visit(s.additionalProperties);
    for (const branch of s.anyOf ?? []) visit(branch);
  };
  visit(schema);
  return names;
}
