import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@peace/kit';
import type { RestRoute } from './route.js';

/** The OpenAPI document of every REST route, generated from the same zod schemas that validate them. */
export function buildOpenApi(routes: readonly RestRoute[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = `/api${route.path}`.replace(/:([A-Za-z]+)/g, '{$1}');
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const writes = route.method !== 'get' && route.method !== 'delete';
    const inputSchema = route.input ? (z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : undefined;
    const operation: Record<string, unknown> = {
      summary: route.summary,
      parameters: [
        ...params,
        ...(route.idempotencyKey
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                description:
                  'A key the client makes once per request (a UUID, optionally quoted as the IETF draft writes it). A retry with the same key within 24 hours does nothing new and answers the first answer; the same key with a different body is refused (422).',
                schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
              },
            ]
          : []),
        ...(route.reads ?? []).map(({ header, description }) => ({ name: header, in: 'header', required: false, description, schema: { type: 'string' } })),
        ...(!writes && inputSchema && typeof inputSchema['properties'] === 'object'
          ? Object.keys(inputSchema['properties'] as object)
              .filter((name) => !params.some((param) => param.name === name))
              .map((name) => ({ name, in: 'query', required: false, schema: (inputSchema['properties'] as Record<string, unknown>)[name] }))
          : []),
      ],
      ...(writes && inputSchema ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema } } } } : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          content: {
            [route.contentType ?? 'application/json']: { schema: z.toJSONSchema(route.response, { unrepresentable: 'any' }) },
            ...(route.textForm ? { [route.textForm.contentType]: { schema: z.toJSONSchema(route.textForm.response, { unrepresentable: 'any' }) } } : {}),
          },
          ...(route.download ? { headers: { 'Content-Disposition': { description: 'attachment, with the file name to save it under', schema: { type: 'string' } } } } : {}),
        },
        ...(route.input ? { '400': { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } : {}),
        ...(route.auth ? { '401': { description: 'Signed out' } } : {}),
        ...Object.fromEntries(
          Object.entries(route.refusals ?? {}).map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
        ),
      },
    };
    paths[openApiPath] = { ...paths[openApiPath], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Peace Practice API', version: '1.0.0' },
    servers: [{ url: publicUrl }],
    paths,
    components: { schemas: { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
  };
}
