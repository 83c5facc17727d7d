import type { Plugin } from 'vite';

/**
 * index.html asks for the app's code (`src/app/start.tsx` and what it imports) beside its entry:
 * the entry imports it only once the page the server sent has painted (src/main.tsx), and a page
 * without a first screen should not wait for that to start fetching it. A preloaded module is
 * fetched and parsed, not run. The links carry `data-after-first-screen`: a page the server draws a
 * first screen into moves them into a template the entry adds once that has painted
 * (server/src/seo/template.rs), so the phones do not share a slow network with the code. Its style
 * sheets are linked too (scripts/inline-css.mjs then moves them into the page), as they were when
 * the entry imported the app itself.
 */
export function preloadStart(startModule = 'src/app/start.tsx'): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const start = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${startModule}`));
        if (!start) throw new Error(`preload-start: no chunk for ${startModule}`);
        // The entry's own imports are linked by Vite already.
        const linked = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (file: string) => {
          if (linked.has(file) || files.includes(file)) return;
          files.push(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        const sheets = files.flatMap((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const link = (attrs: Record<string, string | boolean>) => ({ tag: 'link', attrs, injectTo: 'head' as const });
        return [
          ...files.map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-after-first-screen': true })),
          ...sheets.map((file) => link({ rel: 'stylesheet', crossorigin: true, href: `/${file}` })),
        ];
      },
    },
  };
}
