// itemsjs ships no types; the benchmark uses this much of it.
declare module 'itemsjs' {
  interface ItemsJs {
    search(options: Record<string, unknown>): { data: { items: unknown[]; aggregations: unknown }; pagination: { total: number } };
  }
  export default function itemsjs(items: unknown[], configuration: Record<string, unknown>): ItemsJs;
}
