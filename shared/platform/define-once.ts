/** Defines a custom element unless the page already has one by that name (two copies of a script, a page builder's preview). */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
