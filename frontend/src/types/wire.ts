// Shapes the server's OpenAPI document declares, from generated/api-types.ts (made by `npm run api-types`).
// Every wire shape (answers and request bodies) is named here or derived from these;
// nothing in the front end declares one by hand.
import type { components, paths } from '@/generated/api-types';

/** A named schema of the document. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters of a GET path. */
export type GetQuery<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a path answers with when it succeeds (its 200, else its 201, else its 202), as the document declares it. */
export type Answer<Path extends keyof paths, M extends Method> = paths[Path][M] extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? JsonOf<Ok>
    : R extends { 201: infer Created }
      ? JsonOf<Created>
      : R extends { 202: infer Accepted }
        ? JsonOf<Accepted>
        : never
  : never;
