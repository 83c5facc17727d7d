// Puts the style sheets index.html links to inside it, so a phone's first
// paint waits for one response instead of three: on a mobile network each
// render-blocking style sheet costs a round trip (Lighthouse counted 150 to
// 350 ms). The sheets are small (about 5 KB as sent) and none of them refers
// to another file, so nothing changes meaning when it moves into the page;
// a sheet with a relative url() is left linked. The files stay in the build:
// a route's chunk lists the shell's sheet among what it waits for, so the
// home route fetches that one again (1.3 KB), after the first paint.
//   node scripts/inline-css.mjs [dist]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] ?? 'dist';
const page = path.join(dist, 'index.html');
const LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

let inlined = 0;
const html = readFileSync(page, 'utf8').replace(LINK, (link, file) => {
  const css = readFileSync(path.join(dist, file), 'utf8').trim();
  const movable = !/url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css) && !/<\/style/i.test(css);
  if (!movable) return link;
  inlined += 1;
  return `<style>${css}</style>`;
});
writeFileSync(page, html);
console.log(`inline-css: ${inlined} style sheet(s) moved into index.html`);
