// The part of eslint.config.js that src/store-reach.test.ts reads.
/** What each feature's slice puts in the one store. */
export const sliceKeys: Record<string, readonly string[]>;
