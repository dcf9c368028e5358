export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

/** Every cookie of the page as written (values not decoded): for formats that decode their own. */
export function rawCookies(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) found[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return found;
}
