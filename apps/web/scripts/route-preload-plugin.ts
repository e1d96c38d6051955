import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The screens a visit often starts on, by hash path, with the modules their lazy routes load (as in
 * src/app/routes.tsx). For these, index.html's first script asks for the screen's chunks at once,
 * beside the entry, instead of after the entry has downloaded and run: one round trip less before
 * the first paint on a slow phone network. The entry's own chunks are preloaded by Vite already.
 */
export type RoutePreloads = Record<string, string[]>;

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/** Every file `chunk` needs before it runs: itself, its static imports and their CSS. */
function closure(bundle: OutputBundle, fileName: string, out: Set<string>): void {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || out.has(fileName)) return;
  out.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
  for (const next of chunk.imports) closure(bundle, next, out);
}

/**
 * A classic script, no module: it must run before the entry module has even arrived. Besides the
 * screen's chunks it starts Intl once, in the wait for the entry: a formatter's first construction
 * loads ICU (40-90 ms in this machine's Chromium, four times that on a slow phone), which otherwise
 * lands in the first task after a screen's data arrives. Screens in `noAmounts` skip it.
 */
export function earlyScript(map: Record<string, string[]>, noAmounts: string[]): string {
  return `(function(){var m=${JSON.stringify(map)},n=${JSON.stringify(noAmounts)};var p=(location.hash.slice(1).split('?')[0]||'/').replace(/\\/+$/,'')||'/';if(n.indexOf(p)<0)setTimeout(function(){try{new Intl.NumberFormat().format(0);new Intl.DateTimeFormat().format(0)}catch(e){}},0);var l=m[p];if(!l)return;var d=document.createDocumentFragment();for(var i=0;i<l.length;i++){var e=document.createElement('link'),f=l[i];if(/\\.css$/.test(f)){e.rel='preload';e.as='style'}else{e.rel='modulepreload';e.crossOrigin=''}e.href='./'+f;d.appendChild(e)}document.head.appendChild(d)})();\n`;
}

/** `noAmounts`: hash paths whose screens format no amount or date (the Intl warm-up is skipped). */
export function routePreload(
  routes: RoutePreloads,
  { noAmounts = [] }: { noAmounts?: string[] } = {},
): Plugin {
  return {
    name: 'puente:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') return;
      const loaded = new Set<string>();
      closure(bundle, entry.fileName, loaded);
      const map: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk)
            throw new Error(`route-preload: no chunk for ${module} (${path}); update vite.config.ts`);
          closure(bundle, chunk.fileName, files);
        }
        map[path] = [...files].filter((file) => !loaded.has(file));
      }
      // Inline, so the screen's chunks are asked for while the HTML is still parsing: as a file of its
      // own it cost a round trip first and started them no sooner than the entry did. The service
      // allows it by its hash in the Content-Security-Policy (apps/server/src/web/inline-scripts.ts).
      html.source = String(html.source).replace(
        /<script type="module"/,
        `<script>${earlyScript(map, noAmounts)}</script>\n    <script type="module"`,
      );
    },
  };
}
