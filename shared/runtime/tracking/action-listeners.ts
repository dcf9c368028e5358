/**
 * The collectors' document listeners: the recorded actions (recorded-actions.ts) and those an
 * earlier page of the tab handed on reach the same handlers as live ones. Loads with the pipeline.
 */
import type { HandedOnAction, HandedOnKind } from '../../engine/tracking/handed-on-actions.ts';
import { RECORDED_TYPES, type RecordedAction, type RecordedType } from './recorded-actions.ts';

type Handler = (event: Event, args?: unknown[]) => void;

/**
 * The collectors' listeners by type, so recorded actions reach the same handlers as live ones.
 * Live events count once the recorded ones are replayed: until then the recorder still keeps
 * them, so none is missed or counted twice while the collectors start.
 */
export class ActionListeners {
  private readonly handlers = new Map<RecordedType, Handler[]>();
  private readonly handedOn = new Map<HandedOnKind, ((action: HandedOnAction) => void)[]>();
  private live = false;

  constructor(private readonly signal: AbortSignal) {}

  get isLive(): boolean {
    return this.live;
  }

  /** A document listener (capture for clicks, as the recorder saw them). */
  on<K extends (typeof RECORDED_TYPES)[number]>(type: K, handler: (event: GlobalEventHandlersEventMap[K]) => void): void {
    this.add(type, handler as Handler);
    document.addEventListener(type, (event) => this.live && handler(event), { signal: this.signal, capture: type === 'click' });
  }

  /** A handler for WooCommerce's jQuery added_to_cart (bound by the cart collector). */
  onJquery(handler: (...args: unknown[]) => void): void {
    this.add('jquery:added_to_cart', (_event, args) => handler(...(args ?? [])));
  }

  /** A handler for an action an earlier page of the tab handed on. */
  onHandedOn(kind: HandedOnKind, handler: (action: HandedOnAction) => void): void {
    this.handedOn.set(kind, [...(this.handedOn.get(kind) ?? []), handler]);
  }

  /** What earlier pages of the tab handed on, in the order it happened, to every handler of its kind. */
  replayHandedOn(actions: HandedOnAction[]): void {
    for (const action of actions) for (const handler of this.handedOn.get(action.kind) ?? []) handler(action);
  }

  /** The recorded actions, in the order they happened, to every handler of their type; live ones after. */
  replay(actions: RecordedAction[]): void {
    for (const action of actions) for (const handler of this.handlers.get(action.type) ?? []) handler(action.event!, action.args);
    this.live = true;
  }

  private add(type: RecordedType, handler: Handler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
}
