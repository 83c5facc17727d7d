// Shapes the server's OpenAPI document declares, from the generated lib/api-types.ts.
import type { components, paths } from '../lib/api-types';

/** A named schema of the document (request bodies so far). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query parameters of a GET path. */
export type GetQuery<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;
