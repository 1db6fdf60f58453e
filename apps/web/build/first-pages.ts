import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages a visit usually starts on, by address, with the modules the router loads lazily for
 * them (app/router.tsx): /login, and the signed-in frame with the dashboard. The build gives them
 * a few chunks (`firstPageChunkNames`) and lists their files for the server, which preloads them
 * with index.html (`firstPagesFile`).
 */
export const FIRST_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/login': ['src/features/accounts/components/login-page.tsx'],
  '/dashboard': ['src/app/layouts/signed-in-layout.tsx', 'src/app/routes/dashboard-route.tsx'],
};

/** Loaded lazily by every page as it starts: its modules are grouped like a first page's. */
const EVERY_PAGE = { name: 'notifications', modules: ['src/app/notifications-host.tsx'] };

/** The first page outside the signed-in area (FIRST_PAGES' '/login'), which loads `first-pages`. */
const SIGNED_OUT_PAGE = 'login';

/**
 * The part of a first page that it loads lazily once its first screen has been painted (the
 * dashboard below its first screen): its modules that the page itself does not load go in one
 * chunk of its own, `name`, which is not preloaded with the page (only the page loads it).
 */
const LATER_PARTS = [
  { name: 'dashboard-later', page: 'dashboard', modules: ['src/app/routes/dashboard-below-fold.tsx'] },
] as const;

/** The module index.html starts: it stays the entry chunk's own, so that the manifest names the entry. */
const ENTRY_MODULE = 'src/main.tsx';

/** The module whose lazy pages are the signed-in area's (they load the dashboard's frame anyway). */
const SIGNED_IN_ROUTES = 'src/app/routes/signed-in-routes.tsx';

/** Written beside Vite's manifest: address → the files to preload (`{ scripts, styles }`, asset paths). */
export const FIRST_PAGES_FILE = '.vite/first-pages.json';

/** Written by the first pass (`signedInPagesFile`): the signed-in area's lazy modules. */
const SIGNED_IN_FILE = '.vite/signed-in-pages.json';

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const moduleId = (path: string) => `${webRoot}${path}`;

type ChunkLike = Pick<
  OutputChunk,
  'fileName' | 'imports' | 'facadeModuleId' | 'isEntry' | 'moduleIds' | 'viteMetadata'
>;

/** The chunks `roots` load before they run: themselves and their static imports, transitively. */
function staticChunks(chunks: ReadonlyMap<string, ChunkLike>, roots: readonly ChunkLike[]): ChunkLike[] {
  const seen = new Map<string, ChunkLike>();
  const stack = [...roots];
  for (let chunk = stack.pop(); chunk !== undefined; chunk = stack.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) stack.push(imported);
    }
  }
  return [...seen.values()];
}

/** A group of lazy roots and the chunks they load beyond the entry's. */
interface Loaded {
  name: string;
  roots: ReadonlySet<string>;
  chunks: readonly ChunkLike[];
}

/** The entry's chunks; per first page (and EVERY_PAGE), and per other lazy root, the chunks it loads beyond them. */
function loadedChunks(chunkList: readonly ChunkLike[]) {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const entry = staticChunks(
    chunks,
    chunkList.filter((chunk) => chunk.isEntry),
  );
  const entryFiles = new Set(entry.map((chunk) => chunk.fileName));
  const load = (name: string, roots: readonly ChunkLike[]): Loaded => ({
    name,
    roots: new Set(roots.map((chunk) => chunk.facadeModuleId ?? '')),
    chunks: staticChunks(chunks, roots).filter((chunk) => !entryFiles.has(chunk.fileName)),
  });
  const lazy = chunkList.filter((chunk) => !chunk.isEntry && chunk.facadeModuleId !== null);
  const pageList = [
    ...Object.entries(FIRST_PAGES).map(([path, modules]) => ({ name: path.slice(1), path, modules })),
    { ...EVERY_PAGE, path: undefined },
    ...LATER_PARTS.map((part) => ({ ...part, path: undefined })),
  ];
  const pages = pageList.map(({ name, path, modules }) => {
    const ids = new Set(modules.map(moduleId));
    const roots = lazy.filter((chunk) => ids.has(chunk.facadeModuleId ?? ''));
    if (roots.length !== ids.size) {
      throw new Error(`first pages: ${modules.join(', ')} are not all lazy chunks; see build/first-pages.ts`);
    }
    return { ...load(name, roots), path };
  });
  const pageRoots = new Set(pages.flatMap((page) => [...page.roots]));
  const others = lazy
    .filter((chunk) => !pageRoots.has(chunk.facadeModuleId ?? ''))
    .map((chunk) => load(chunk.facadeModuleId ?? '', [chunk]));
  return { entry, pages, others };
}

/** Module → the names of the groups in `list` that load it (their roots' own modules left out). */
function loadersOf(list: readonly Loaded[]): Map<string, Set<string>> {
  const loaders = new Map<string, Set<string>>();
  for (const item of list) {
    for (const chunk of item.chunks) {
      for (const id of chunk.moduleIds) {
        if (!item.roots.has(id)) loaders.set(id, (loaders.get(id) ?? new Set()).add(item.name));
      }
    }
  }
  return loaders;
}

/** Which chunk each module of the first pages goes in (absent: Rolldown's automatic split). */
export type FirstPageChunkNames = ReadonlyMap<string, string>;

/**
 * From a first build split Rolldown's way: the modules the entry loads (but ENTRY_MODULE) go in one
 * `app` chunk, which the entry and every page import. A first page's modules go in one chunk of
 * its own, named after it, or in one `first-pages` chunk when /login and another first page need
 * them (what only the dashboard and the notifications host share goes in the host's chunk);
 * the pages' own modules (FIRST_PAGES) stay chunks of their own, so that the manifest names them.
 * A module of the dashboard that a page outside the signed-in area needs too goes in a
 * `dashboard-shared` chunk instead, so that such a page never loads the whole dashboard.
 *
 * Why: Rolldown's automatic split cuts the first pages' modules into one chunk per set of pages
 * that share them, some eighty files for the dashboard; over HTTP/1.1 each takes a turn on one of
 * six connections, so the first page waited for round trips, not bytes. A later page that needs
 * one of these modules loads its whole chunk, which the visitor's cache mostly holds already.
 */
export function firstPageChunkNames(
  chunkList: readonly ChunkLike[],
  signedInPages: ReadonlySet<string>,
): FirstPageChunkNames {
  const { entry, pages, others } = loadedChunks(chunkList);
  const names = new Map<string, string>();
  const main = moduleId(ENTRY_MODULE);
  for (const chunk of entry) {
    for (const id of chunk.moduleIds) if (id !== main) names.set(id, 'app');
  }
  const otherLoaders = loadersOf(others);
  // Every first page's own modules stay chunks of their own, so that the manifest names them: a
  // later part's chunk may import its page's (Rolldown puts what both need in the page's chunk).
  const pageRoots = new Set(pages.flatMap((page) => [...page.roots]));
  for (const [id, loaders] of loadersOf(pages)) {
    if (pageRoots.has(id)) continue;
    // What a page loads anyway is the page's, not its later part's.
    for (const part of LATER_PARTS) if (loaders.has(part.page)) loaders.delete(part.name);
    const [page] = loaders;
    if (page === undefined) names.set(id, 'first-pages');
    else if (loaders.size > 1) {
      // /login loads `first-pages`, so only what it needs goes there. What the other first pages
      // share with the notifications host (react-remove-scroll, Portal) goes in the host's chunk,
      // which every page loads as it starts anyway.
      const sharedWithHost = !loaders.has(SIGNED_OUT_PAGE) && loaders.has(EVERY_PAGE.name);
      names.set(id, sharedWithHost ? EVERY_PAGE.name : 'first-pages');
    } else if (page !== 'dashboard' && page !== 'dashboard-later') names.set(id, page);
    else {
      // Never a signed-out page loading the dashboard's chunks (which would load its first pages').
      const outside = [...(otherLoaders.get(id) ?? [])].some((root) => !signedInPages.has(root));
      names.set(id, outside ? 'dashboard-shared' : page);
    }
  }
  return names;
}

/**
 * The code-splitting groups that put the modules in the chunks `names` says. One group per chunk,
 * the entry's first, then the shared ones: a group takes its modules' dependencies along unless an
 * earlier group holds them, and a chunk must never import one that more pages load less often.
 */
export function firstPageGroups(names: FirstPageChunkNames, priority: number) {
  const shared = ['app', 'first-pages', EVERY_PAGE.name, 'dashboard-shared'];
  const later = new Set<string>(LATER_PARTS.map((part) => part.name));
  // The later parts last: they import their page's chunks, never the other way round.
  const rank = (chunk: string) =>
    shared.includes(chunk) ? shared.indexOf(chunk) : later.has(chunk) ? shared.length + 1 : shared.length;
  const order = [...new Set(names.values())].sort((a, b) => rank(a) - rank(b));
  // Rolldown reads a negative priority as a huge one (its group then takes all it imports, React too).
  if (order.length > priority + 1) {
    throw new Error(`first pages: ${order.length} groups need a priority of at least ${order.length - 1}`);
  }
  return order.map((chunk, i) => ({
    debugName: chunk,
    name: (id: string) => (names.get(id) === chunk ? chunk : null),
    priority: priority - i,
  }));
}

type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** The modules `roots` import statically, transitively, themselves included. */
function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The signed-in area's lazy modules: the pages SIGNED_IN_ROUTES imports lazily, and any lazy
 * module (a tab of a page, the dashboard's lower half) that only their code imports, which no
 * entry and no other lazy module reaches. Grown until nothing more qualifies.
 */
function signedInLazyModules(graph: ModuleGraph, pages: readonly string[]): Set<string> {
  const signedIn = new Set(pages);
  const lazyIds = [...graph.getModuleIds()].filter(
    (id) => (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  for (let grew = true; grew; ) {
    grew = false;
    const outside = staticClosure(graph, [...entries, ...lazyIds.filter((id) => !signedIn.has(id))]);
    for (const id of lazyIds) {
      const importers = graph.getModuleInfo(id)?.dynamicImporters ?? [];
      if (!signedIn.has(id) && importers.every((importer) => !outside.has(importer))) {
        signedIn.add(id);
        grew = true;
      }
    }
  }
  return signedIn;
}

/**
 * For the first pass: writes SIGNED_IN_FILE, the signed-in area's lazy modules (the pages
 * SIGNED_IN_ROUTES imports lazily and what only they import lazily), which only the module graph knows.
 */
export function signedInPagesFile(): Plugin {
  return {
    name: 'lexi-signed-in-pages',
    apply: 'build',
    generateBundle() {
      const routes = this.getModuleInfo(moduleId(SIGNED_IN_ROUTES));
      if (!routes) throw new Error(`first pages: no ${SIGNED_IN_ROUTES} in the build`);
      this.emitFile({
        type: 'asset',
        fileName: SIGNED_IN_FILE,
        source: JSON.stringify([...signedInLazyModules(this, routes.dynamicallyImportedIds)]),
      });
    },
  };
}

/** The first pass's output → its chunks and the signed-in area's page modules. */
export function readFirstPass(
  output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[],
): FirstPageChunkNames {
  const items = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const signedIn = items.find((item) => item.fileName === SIGNED_IN_FILE);
  if (signedIn?.type !== 'asset') throw new Error(`first pages: the first pass wrote no ${SIGNED_IN_FILE}`);
  const chunks = items.filter((item): item is OutputChunk => item.type === 'chunk');
  return firstPageChunkNames(chunks, new Set(JSON.parse(String(signedIn.source)) as string[]));
}

/** Writes FIRST_PAGES_FILE: for each first page, the scripts and style sheets it loads beyond the entry's. */
export function firstPagesFile(): Plugin {
  return {
    name: 'lexi-first-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkList = Object.values(bundle).filter((item) => item.type === 'chunk');
      const files: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const page of loadedChunks(chunkList).pages) {
        if (page.path === undefined) continue;
        files[page.path] = {
          scripts: page.chunks.map((chunk) => `/${chunk.fileName}`),
          styles: page.chunks.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`),
          ),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGES_FILE,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}
