/**
 * React components as custom elements, with HTML's attribute semantics. r2wc's core makes the
 * element (attributes and properties, reflection, its life cycle); the renderer here is
 * r2wc's React renderer (createRoot, render, unmount) with one difference: the props it renders
 * are read from the element's attributes as HTML reads them. r2wc alone ignores a bare boolean
 * attribute (`<shop-mini-cart hide-if-empty>` would read as false) and ignores removing an
 * attribute; theme authors expect both to work as on any HTML element. Booleans: present and
 * not "false" means true. A removed attribute gives the prop back its default. Only r2wc's public
 * API is used (its core's renderer contract).
 */
import r2wc from '@r2wc/core';
import { createElement, startTransition, useLayoutEffect, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { slicedQueue } from './sliced-queue.ts';

type PropType = 'string' | 'number' | 'boolean' | 'json';
type Props = Record<string, unknown>;

interface Rendering {
  /** Null until the view starts (see startView), and after it has gone. */
  root: Root | null;
  gone?: boolean;
  component: ComponentType<Props>;
  /** The props as r2wc keeps them (parsed attributes, properties set, the container). */
  props: Props;
  host: HTMLElement;
}

/**
 * Views start after the task that connected their elements, a few per task: a define upgrades
 * every instance on the page at once (a listing has one add-to-cart button per product).
 */
const startView = slicedQueue();

/** Each mounted element's rendering, so an attribute r2wc ignores can still render it again. */
const renderings = new WeakMap<HTMLElement, Rendering>();

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
  const view = (options.shadow ? withFirstCommit(component) : component) as ComponentType<Props>;

  /** r2wc's props with the mapped attributes read as HTML reads them. */
  const withAttributes = (host: HTMLElement, given: Props): Props => {
    const out = { ...given };
    for (const [attribute, { prop, type }] of byAttribute) {
      if (type === 'boolean') out[prop] = isOn(host.getAttribute(attribute));
      else if (!host.hasAttribute(attribute)) out[prop] = undefined;
    }
    return out;
  };
  const render = (rendering: Rendering) => rendering.root?.render(createElement(rendering.component, withAttributes(rendering.host, rendering.props)));

  const Base = r2wc<Props, Rendering>(
    view,
    { shadow: options.shadow, props },
    {
      mount(container, viewComponent, given) {
        const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
        const rendering: Rendering = { root: null, component: viewComponent, props: given, host };
        renderings.set(host, rendering);
        startView(() => {
          if (rendering.gone) return;
          rendering.root = createRoot(container);
          // The first render as a transition: React renders it in slices of a few milliseconds and
          // lets the browser in between, where a blocking render of a large view (a listing's
          // elements, the product page's) was one long task on a first view. The server's markup
          // shows until it commits.
          startTransition(() => render(rendering));
        });
        return rendering;
      },
      update(rendering, given) {
        rendering.props = given;
        render(rendering);
      },
      unmount(rendering) {
        renderings.delete(rendering.host);
        rendering.gone = true;
        rendering.root?.unmount();
        rendering.root = null;
      },
    },
  ) as unknown as new () => HTMLElement & {
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
    disconnectedCallback(): void;
  };

  const Element = class extends Base {
    constructor() {
      super();
      showLightDomUntilCommit(this.shadowRoot);
    }

    /**
     * Removed while another React root commits (a view that replaces markup holding this
     * element): unmounting our root right then would interrupt that render. It is unmounted a
     * moment later instead, and not at all when the element was only moved.
     */
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const entry = byAttribute.get(name);
      // r2wc reads neither a bare boolean attribute nor a removed one: render again from the attributes.
      if (entry && (entry.type === 'boolean' || value === null)) {
        const rendering = renderings.get(this);
        if (rendering) render(rendering);
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  };
  return Element as unknown as ReactElementConstructor<P, K>;
}

/** Defines the tag once, so loading an element's module twice is harmless. */
export { defineOnce } from './define-once.ts';
