/**
 * r2wc with HTML's attribute semantics. r2wc alone ignores a bare boolean attribute
 * (`<shop-mini-cart hide-if-empty>` would read as false) and ignores removing an attribute;
 * theme authors expect both to work as on any HTML element. Booleans: present and not
 * "false" means true. A removed attribute gives the prop back its default.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, useLayoutEffect, type ComponentType } from 'react';

type PropType = 'string' | 'number' | 'boolean' | 'json';

// r2wc keeps its state under these registered symbols (stable across its 2.x releases).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

/**
 * A shadow root stays empty until React's first commit, and an empty shadow root hides the
 * server's markup inside the element: for a frame the element is 0 px high and the page jumps
 * (layout shift). A plain <slot> shows that markup until the view's first commit removes it.
 */
const firstFrameSlots = new WeakMap<Node, HTMLSlotElement>();

function showLightDomUntilCommit(root: ShadowRoot | null): void {
  if (!root || root.childNodes.length > 0) return;
  const slot = document.createElement('slot');
  root.append(slot);
  firstFrameSlots.set(root, slot);
}

function withFirstCommit<P extends object>(component: ComponentType<P>): ComponentType<P & { container?: Node }> {
  function FirstCommit(props: P & { container?: Node }) {
    const { container } = props;
    useLayoutEffect(() => {
      if (!container) return;
      firstFrameSlots.get(container)?.remove();
      firstFrameSlots.delete(container);
    }, [container]);
    return createElement(component, props);
  }
  return FirstCommit;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const isOn = (value: string | null) => value !== null && value.trim().toLowerCase() !== 'false';

/** The element's instances: an HTMLElement with a typed property for each prop mapped from an attribute. */
export type ReactElementConstructor<P, K extends keyof P> = new () => HTMLElement & Partial<Pick<P, K>>;

export function reactElement<P extends object, K extends keyof P & string = never>(
  component: ComponentType<P>,
  options: { shadow?: 'open' | 'closed'; props?: Record<K, PropType> } = {},
): ReactElementConstructor<P, K> {
  const props = (options.props ?? {}) as Record<string, PropType>;
  const byAttribute = new Map(Object.entries(props).map(([prop, type]) => [kebab(prop), { prop, type }]));
  const view = options.shadow ? withFirstCommit(component) : component;
  const Base = r2wc(view as ComponentType<object>, { shadow: options.shadow, props }) as unknown as new () => HTMLElement & R2wcInternals;

  const Element = class extends Base {
    constructor() {
      super();
      showLightDomUntilCommit(this.shadowRoot);
      for (const [attribute, { prop, type }] of byAttribute) {
        if (type === 'boolean') this[PROPS][prop] = isOn(this.getAttribute(attribute));
      }
    }

    /**
     * Removed while another React root commits (a view that replaces markup holding this
     * element): unmounting our root right then would interrupt that render. It is unmounted a
     * moment later instead, and not at all when the element was only moved.
     */
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as unknown as { disconnectedCallback(this: HTMLElement): void }).disconnectedCallback.call(this);
      });
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const entry = byAttribute.get(name);
      if (entry && (entry.type === 'boolean' || value === null)) {
        this[PROPS][entry.prop] = entry.type === 'boolean' ? isOn(value) : undefined;
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  };
  return Element as unknown as ReactElementConstructor<P, K>;
}

/** Defines the tag once, so loading an element's module twice is harmless. */
export { defineOnce } from './define-once.ts';
