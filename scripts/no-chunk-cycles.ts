/**
 * Fails the build when chunks import each other in a cycle. A cycle between two chunks (one
 * group's module needing another group's and back) evaluates one of them half-initialised in
 * the browser: every element then failed to load with "g is not a function" (2026-11-28, the
 * filter and shared chunks). The chunk groups in vite.config.ts must keep the graph acyclic.
 */
interface ChunkLike {
  type: string;
  imports?: string[];
}

/** The first cycle among the chunks' static imports, as file names (null when there is none). */
export function chunkCycle(bundle: Record<string, ChunkLike>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of bundle[name]?.type === 'chunk' ? (bundle[name]!.imports ?? []) : []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(bundle)) {
    const cycle = bundle[name]!.type === 'chunk' ? visit(name) : null;
    if (cycle) return cycle;
  }
  return null;
}

export const noChunkCycles = {
  name: 'no-chunk-cycles',
  generateBundle(this: { error(message: string): never }, _options: unknown, bundle: Record<string, ChunkLike>): void {
    const cycle = chunkCycle(bundle);
    if (cycle)
      this.error(
        `Chunks import each other in a cycle (a chunk would run half-initialised): ${cycle.join(' → ')}. Move the module to one group in vite.config.ts.`,
      );
  },
};
