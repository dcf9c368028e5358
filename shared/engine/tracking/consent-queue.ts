/**
 * Events wait for the shopper's decision: held while nothing is decided, replayed once and in
 * order when consent arrives, dropped when it is refused. Never released by a timer: only a
 * decision opens the queue.
 */
export type QueueDecision = 'undecided' | 'granted' | 'refused';

export class ConsentQueue<Event> {
  private held: Event[] = [];
  private decision: QueueDecision = 'undecided';

  constructor(private readonly deliver: (event: Event) => void) {}

  /** Delivered now when consent is known to allow something, held while undecided, dropped after a refusal. */
  push(event: Event): void {
    if (this.decision === 'granted') this.deliver(event);
    else if (this.decision === 'undecided') this.held.push(event);
  }

  /** 'granted': some category allows tracking (each service still checks its own); 'refused': nothing optional. */
  decide(decision: Exclude<QueueDecision, 'undecided'>): void {
    this.decision = decision;
    const waiting = this.held;
    this.held = [];
    if (decision === 'granted') for (const event of waiting) this.deliver(event);
  }

  get size(): number {
    return this.held.length;
  }
}
