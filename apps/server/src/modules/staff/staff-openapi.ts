import { z } from 'zod';
import { STAFF_API } from './staff-cookies.ts';
import type { StaffRoute } from './staff-route.ts';

/** The staff API's OpenAPI document, written from the routes' own schemas. */
export function staffOpenApi(routes: readonly StaffRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${STAFF_API}${route.url.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      'x-staff-access': route.access,
      ...(route.params ? { 'x-params': z.toJSONSchema(route.params, { unrepresentable: 'any' }) } : {}),
      ...(route.query ? { 'x-query': z.toJSONSchema(route.query, { unrepresentable: 'any' }) } : {}),
      ...(route.body
        ? {
            requestBody: {
              content: {
                'application/json': { schema: z.toJSONSchema(route.body, { unrepresentable: 'any' }) },
              },
            },
          }
        : {}),
      responses: { 200: { description: '{code: 0, msg, data}' } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Puente staff API', version: '1' },
    components: { securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'puente_staff' } } },
    security: [{ staffSession: [] }],
    paths,
  };
}
