// One HTML file per page of the browser app, each naming the chunks its page needs with
// <link rel="modulepreload">, so the page a shopper lands on downloads beside the main script
// instead of after it has run. index.html is the home page's; the others are written to
// pages/<name>.html for the server to answer each route with (src/server/http/web-app.ts).
// Each carries the app's stylesheet inline: a linked one holds every paint back for a round
// trip, and the HTML's own frame (src/web/page-frame.ts) can then be drawn the moment the HTML
// has arrived, before the scripts have.

const PAGE_MODULE = /\/src\/web\/pages\/([\w-]+)\.tsx$/;

/** Every chunk file `chunk` needs before it runs: itself and its static imports, transitively. */
function staticClosure(chunk, chunksByFile, into = new Set()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = chunksByFile.get(file);
    if (imported) staticClosure(imported, chunksByFile, into);
  }
  return into;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g;

/** `html` with each stylesheet it links from the bundle written into it instead. */
function inlineStylesheets(html, bundle, base, fail) {
  return html.replace(STYLESHEET_LINK, (link, href) => {
    const asset = bundle[href.slice(base.length)];
    if (asset?.type !== 'asset') return link;
    const css = String(asset.source);
    if (css.includes('</style')) fail(`route-pages: ${href} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/** @returns {import('vite').Plugin} */
export function routePages() {
  let base = '/';
  return {
    name: 'route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('route-pages: no index.html in the bundle');
      const template = inlineStylesheets(String(html.source), bundle, base, (m) => this.error(m));
      html.source = template;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const chunksByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByEntry = entry ? staticClosure(entry, chunksByFile) : new Set();

      for (const chunk of chunks) {
        const page = chunk.isDynamicEntry && chunk.facadeModuleId?.match(PAGE_MODULE)?.[1];
        if (!page) continue;
        const files = [...staticClosure(chunk, chunksByFile)].filter((f) => !loadedByEntry.has(f));
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])];
        const links = [
          ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ].join('\n    ');
        const source = template.replace('</head>', `  ${links}\n  </head>`);
        if (page === 'home') html.source = source;
        else this.emitFile({ type: 'asset', fileName: `pages/${page}.html`, source });
      }
    },
  };
}
