// Sizes of what the home page's first view downloads: the entry and the home
// route with their static imports (JS and CSS, from Vite's manifest), plus
// the core's WebAssembly if one of those files loads it (it should not: the
// core arrives when a rule is needed). Each file is counted as the server
// sends it to a browser that accepts brotli (the build's .br copy), and the
// module also in gzip, the unit of its target. The Bangla first view adds
// what choosing Bangla fetches: its catalogs' chunk, their style sheet and
// the Bengali web font's files it names (woff2, what a browser picks).
// Prints a table beside the targets and exits 1 past a ceiling.
//   node scripts/bundle-size.mjs [dist] [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The targets: the first view in bytes as sent, the module in gzip. The
 * Bangla first view may add the Bengali font's two weights (90 KB) and the
 * Bangla catalogs (13 KB) to the first view's target. */
const TARGETS = { firstView: 120 * 1024, banglaFirstView: (120 + 100) * 1024, wasm: 30 * 1024 };
/** What a change may not grow past (the sizes when this was set, rounded
 * up); lower them as the sizes come down. Set when the core left the first
 * view (103.3 KB on the wire in Chromium, 96.1 KB of files) and the module
 * lost its serde bindings (41.5 KB gzip). */
const CEILINGS = {
  // +0.2 KB: a Compare button on every card and the compare tray kept across reloads (zustand persist);
  // +0.3 KB: the unread back-in-stock notices in the header's account menu (issue 13);
  // +2.9 KB: interface texts through Lingui (@lingui/core 2.2 KB), the language switch and the
  // translator and number calls of the shell's texts (issue 13);
  // +0.5 KB: texts by code (issue 20): the one formatter writes the core's and the server's texts
  // from their codes, the contract's notices keep their English for before the core arrives, and the
  // store owns the language shown (Lingui follows it).
  // +0.2 KB: a card's colour swatches and its "from" price, with their two texts in both
  // languages (phones sold in variants, issue 21).
  // +0.1 KB: form controls take the page's fonts, so Bangla in a button or a field is not drawn
  // in a system font without Bengali (issue 22).
  // +0.2 KB: cart and wishlist wait for the session and the shopper's lines before deciding what a
  // click does, and the back office's EMI plans screen has its route (issue 23).
  // +0.1 KB: the home page draws its first shelf alone and the rest after that frame has painted
  // (issue 22: the blocking time before the largest picture).
  // +1.0 KB: the server's first screen (issue 22): the entry only shows the page the server sent and
  // then starts the app, so the app and Vite's loader are files of their own (each compressed alone),
  // and the first screen's styles ride in the page; +0.1 KB: a failed start and a page that fails
  // end the first screen at once.
  // +0.2 KB: room for the chunks' content-hashed names, which the shell names: the same shell
  // code, naming four chunks whose hashes had changed, compressed 112 B larger (issue 22).
  // +0.2 KB: the app starts in steps and guards its sliced first render (app/first-commit.ts;
  // issue 22: the blocking time after the first screen).
  // +0.3 KB: features share only the session (its slice, the sign-in reactions in app/, the
  // compare port the home page's cards use) and the type-checked lint's fixes, such as the one
  // memoised formatter (issue 37); with them the shell sat 0.1 KB under the old ceiling, inside
  // the ±0.1 KB its chunks' hashed names move it by.
  // +0.3 KB: the routes and addresses of two public pages, Track my order and buying without an
  // account, and the footer's link (issue 38): 0.1 to 0.2 KB measured across builds whose only
  // difference was other chunks' hashed names, and room for that ±0.1 KB.
  // +0.1 KB: the route and address of the admin's parcel page (issue 39), which took the shell
  // from 103.5 to 103.6 KB, its whole old room for the chunks' hashed names.
  // +0.2 KB: the Book parcels page's route and navigation entry, and the footer's loader of the
  // shop's DBID and trade licence (the line itself comes after the first view; issue 39): 103.6
  // to 103.72 KB measured across builds, and room for the chunks' hashed names.
  // +0.3 KB: the header's search box as a combobox (issue 42): its role and states, and the loader
  // of its suggestions, which arrive once a shopper types (the list, its keys and its texts are a
  // chunk of the products feature): 103.7 to 104.0 KB measured.
  // +0.2 KB: the app's hints to the server in cookies (a session kept here, the language shown),
  // so a signed-in shopper's cart opens on its heading drawn by the server (issue 43: LCP 2.4 to
  // 1.0 s): 104.3 KB measured, and room for the chunks' hashed names.
  firstView: (97.5 + 2.9 + 0.5 + 0.2 + 0.1 + 0.2 + 0.1 + 1.1 + 0.2 + 0.2 + 0.3 + 0.3 + 0.1 + 0.2 + 0.3 + 0.2) * 1024,
  // Set when the Bengali web font (Noto Sans Bengali, regular and bold: 90.0 KB) joined the
  // Bangla chunk (issue 22): 204.2 KB.
  // +1.5 KB: the after-sale rules' texts (coupons, returns, IMEIs, EMI) and the card-EMI screens
  // in Bangla (issue 23).
  // +6.0 KB: the coupon, return, IMEI, EMI-at-checkout and question screens' texts in Bangla
  // (every Bangla catalog travels in the one Bangla chunk; issue 23).
  // +2.0 KB: signing in and up with a mobile number and its code (and the codes' limits), Account
  // info's number and the admins' two-step sign-in, Track my order and buying without an account,
  // in Bangla (issue 38).
  // +1.4 KB: the courier's parcel statuses and the booking's refusals (the server's texts, which
  // travel in the Bangla chunk's texts.json), the parcel, buyer's delivery record, courier-steps,
  // late-clocks and courier money screens in Bangla (issue 39); 0.1 KB of it room for the
  // chunks' hashed names.
  // +0.4 KB: the shop's DBID and trade licence line (every page's footer) and the Book parcels
  // page in the back office's navigation, in Bangla (issue 39): 215.5 to 215.6 KB measured across
  // builds, and room for the chunks' hashed names.
  // +0.5 KB: the advance asked of cash-on-delivery buyers (its refusals, the admin's panel, the
  // customer's notes and the payment page's words) in Bangla (issue 39): 216.1 KB measured.
  // +1.4 KB: cards, Nagad, Rocket and card EMI (checkout's costs, the gateway's words on the payment
  // page, a payment held for review and the admin's call on it), the advance paid online, and the
  // Mushak-6.3 tax invoice and 6.7 credit note pages, in Bangla (issue 40): 217.5 to 217.6 KB
  // measured across builds (the EMI-plan flag moved to the server's answer), and room for the
  // chunks' hashed names.
  // +0.2 KB: the forgotten-password pages and the server's reset answers in Bangla (every Bangla
  // catalog travels in the one Bangla chunk; issue 41): 217.9 KB measured.
  // +0.4 KB: the search box's combobox (as in the first view), its suggestions' words, "did you
  // mean", the popular phones under a search that found nothing and the refusals of a phone's
  // search aliases, in Bangla (issue 42): 218.3 KB measured; +0.2 KB: the admin's Searches page
  // (the week's queries, and an alias added from those that found nothing) in Bangla: 218.5 KB.
  // +0.3 KB: the hints to the server in cookies, as in the first view (issue 43): 218.8 KB
  // measured, and room for the chunks' hashed names.
  banglaFirstView: (204.4 + 1.5 + 6.0 + 2.0 + 1.4 + 0.4 + 0.5 + 1.6 + 0.2 + 0.4 + 0.2 + 0.3) * 1024,
  // +1.3 KB: the compare rule (best value per spec row) joined the core (issue 13).
  // +1.3 KB: money, counts, dates and clock times in Bangla (43.1 -> 44.5 KB; issue 13);
  // +0.1 KB: the whole-taka discount the admin's product form shows (applyDiscount, 44.6 KB);
  // +0.1 KB: one-decimal numbers in Bangla bound from the core (formatTenthsIn, 44.8 KB), no longer composed in TypeScript;
  // -0.6 KB: texts travel as codes, so the module carries no sentences (44.1 KB; issue 20);
  // +2.1 KB: the phone page's variant picker (pickVariant, nearestVariant; issue 21), written as
  // plain loops, which cost less than half of the first version's iterator chains (46.2 KB).
  // -5.8 KB: no string searching by &str or char in a str (email and name checks compare
  // bytes), which took the two-way searcher, char's Debug and its Unicode tables out, and the
  // plain TK text and the phone's local form written without format! (40.4 KB; issue 22).
  // -11.3 KB: the core and the bridge without std in the browser (own panic handler, talc for
  // dlmalloc), reads that do not return early, one digit reader, small string helpers, texts as
  // their code alone, and email letters without Unicode's letter tables (29.1 KB; issue 22).
  // The ceiling is the target now.
  wasm: TARGETS.wasm,
};
// The entry, the app it starts after the first paint (fetched from the head, or on a page with a
// first screen once that has painted) and the home page.
const FIRST_VIEW = ['index.html', 'src/app/start.tsx', 'src/app/routes/home.tsx'];
const BANGLA = 'src/lib/i18n/bangla.ts';

const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const read = (file) => readFileSync(path.join(dist, file));
const gzipped = (file) => gzipSync(read(file), { level: 9 }).length;
/** The brotli copy the server sends, or what brotli makes of a file too small to have one. */
const sent = (file) => {
  const copy = path.join(dist, `${file}.br`);
  return existsSync(copy) ? readFileSync(copy).length : Math.min(read(file).length, brotliCompressSync(read(file)).length);
};

// The page itself, with the entry's style sheets inside it (inline-css.mjs):
// a sheet the page no longer links arrives with it, not as a file.
const page = read('index.html').toString('utf8');
const inlined = (css) => page.includes(read(css).toString('utf8').trim());
/** Adds a chunk with its style sheets and static imports to `files`. */
const visit = (files, key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) if (!inlined(css)) files.add(css);
  for (const imported of chunk.imports ?? []) visit(files, imported);
};
const files = new Set(['index.html']);
FIRST_VIEW.forEach((key) => visit(files, key));
if (!manifest[BANGLA]) throw new Error(`${BANGLA} is not a chunk of the build`);
const bangla = new Set(files);
visit(bangla, BANGLA);
// The woff2 files its style sheets name (they sit beside the sheets in assets/).
for (const css of [...bangla].filter((file) => file.endsWith('.css'))) {
  for (const [, url] of read(css)
    .toString('utf8')
    .matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) {
    bangla.add(path.join(path.dirname(css), path.basename(url)));
  }
}

const wasmFiles = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.wasm'));
const scripts = [...files].filter((file) => file.endsWith('.js'));
const wasmInFirstView = wasmFiles.filter((wasm) => scripts.some((file) => read(file).toString('utf8').includes(path.basename(wasm))));
wasmInFirstView.forEach((wasm) => files.add(wasm));

const rows = [...files].map((file) => ({ file, sent: sent(file), gzip: gzipped(file) })).sort((a, b) => b.sent - a.sent);
const firstView = rows.reduce((sum, row) => sum + row.sent, 0);
const banglaRows = [...bangla].filter((file) => !files.has(file)).map((file) => ({ file, sent: sent(file), gzip: gzipped(file) }));
const banglaFirstView = firstView + banglaRows.reduce((sum, row) => sum + row.sent, 0);
const wasm = wasmFiles.reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ firstView, banglaFirstView, wasm, wasmInFirstView, files: rows, bangla: banglaRows }));
} else {
  for (const row of rows) console.log(`  ${kb(row.sent).padStart(9)} sent (${kb(row.gzip)} gzip)  ${row.file}`);
  for (const row of banglaRows) console.log(`  ${kb(row.sent).padStart(9)} sent (${kb(row.gzip)} gzip)  ${row.file} (Bangla)`);
  const line = (label, size, key, unit) => console.log(`${label} ${kb(size)} ${unit} (target ${kb(TARGETS[key])}, ceiling ${kb(CEILINGS[key])})`);
  line('first view of the home page:', firstView, 'firstView', 'as sent');
  line('the same in Bangla:         ', banglaFirstView, 'banglaFirstView', 'as sent');
  line('core WebAssembly module:    ', wasm, 'wasm', 'gzip');
}
const over = [
  firstView > CEILINGS.firstView && `the first view is ${kb(firstView - CEILINGS.firstView)} past its ceiling`,
  banglaFirstView > CEILINGS.banglaFirstView && `the Bangla first view is ${kb(banglaFirstView - CEILINGS.banglaFirstView)} past its ceiling`,
  wasm > CEILINGS.wasm && `the WebAssembly module is ${kb(wasm - CEILINGS.wasm)} past its ceiling`,
  wasmInFirstView.length > 0 && `the home page's first view loads the core (${wasmInFirstView.join(', ')})`,
].filter(Boolean);
for (const message of over) console.error(`size budget: ${message}`);
process.exitCode = over.length > 0 ? 1 : 0;
