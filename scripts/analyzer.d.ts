/** The custom elements manifest analyzer's programmatic entry (it ships no types). */
declare module '@custom-elements-manifest/analyzer/cli.js' {
  export function cli(options: { argv: string[]; cwd: string; noWrite?: boolean }): Promise<unknown>;
}
