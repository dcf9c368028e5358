/** A descriptors JSON file's bytes → its map (the page's loader and the Worker read it alike). */
export function parseDescriptorsJson(bytes: Uint8Array): Record<string, unknown> {
  const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not a map');
  return body as Record<string, unknown>;
}
