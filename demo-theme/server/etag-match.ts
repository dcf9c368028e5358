/** Whether an If-None-Match header names this ETag (weak or strong, among a list): the answer is then a 304. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
