// The front end's one formatter: `npm run format` writes, `npm run format:check` (scripts/test)
// checks. Set to the style the code was written in: single quotes, semicolons, trailing commas
// (Prettier's defaults besides the quotes), and long lines, as most of the code ran to about 160.
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  printWidth: 160,
};
