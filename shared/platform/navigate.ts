export function navigate(url: string): void {
  window.location.assign(url);
}
