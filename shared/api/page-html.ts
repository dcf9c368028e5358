/**
 * The current page again, from the shop (the cart and checkout sections after a change made
 * elsewhere): the server's own markup for this URL, parsed once; null when it did not come.
 */
export async function fetchCurrentPage(): Promise<Document | null> {
  const response = await fetch(location.href, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) return null;
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}
