/**
 * Page links as WordPress's paginate_links() lays them out:
 * previous, the first end_size pages, mid_size pages around the current one, the last
 * end_size pages, dots in the gaps, next. end_size is at least 1; a mid_size below 0 becomes 2.
 */
export interface PaginationArgs {
  end_size: number;
  mid_size: number;
  show_all: boolean;
  prev_next: boolean;
  prev_text: string;
  next_text: string;
  before_page_number: string;
  after_page_number: string;
  /** 'list' (default, also for 'array'): links in a `<ul class="page-numbers">`; 'plain': links side by side. */
  type: 'list' | 'plain';
  /** Classes added to the `<nav>` (WordPress's wrapper_class). */
  wrapper_class: string;
  /** Classes added to each `<li>` of the list. */
  item_class: string;
  /** Classes added to each link, the current page and the dots (beside `page-numbers`). */
  link_class: string;
}

export type PaginationItem = { kind: 'prev' | 'next' | 'page' | 'current'; page: number } | { kind: 'dots' };

export const DEFAULT_PAGINATION_ARGS: PaginationArgs = {
  end_size: 3,
  mid_size: 3,
  show_all: false,
  prev_next: true,
  prev_text: '←',
  next_text: '→',
  before_page_number: '',
  after_page_number: '',
  type: 'list',
  wrapper_class: '',
  item_class: '',
  link_class: '',
};

/** Class names from a string: anything but letters, digits, '-' and '_' splits them. */
const classes = (v: unknown): string =>
  typeof v === 'string'
    ? v
        .split(/[^\w-]+/)
        .filter(Boolean)
        .join(' ')
    : '';

export function readPaginationArgs(raw: unknown): PaginationArgs {
  const args = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const int = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : fallback;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const end = int(args.end_size, DEFAULT_PAGINATION_ARGS.end_size);
  const mid = int(args.mid_size, DEFAULT_PAGINATION_ARGS.mid_size);
  return {
    end_size: Math.max(1, end),
    mid_size: mid < 0 ? 2 : mid,
    show_all: args.show_all === true,
    prev_next: args.prev_next !== false,
    prev_text: text(args.prev_text, DEFAULT_PAGINATION_ARGS.prev_text),
    next_text: text(args.next_text, DEFAULT_PAGINATION_ARGS.next_text),
    before_page_number: text(args.before_page_number, ''),
    after_page_number: text(args.after_page_number, ''),
    type: args.type === 'plain' ? 'plain' : 'list',
    wrapper_class: classes(args.wrapper_class),
    item_class: classes(args.item_class),
    link_class: classes(args.link_class),
  };
}

export function paginationItems(current: number, total: number, args: PaginationArgs = DEFAULT_PAGINATION_ARGS): PaginationItem[] {
  if (total < 2) return [];
  const items: PaginationItem[] = [];
  if (args.prev_next && current > 1) items.push({ kind: 'prev', page: current - 1 });
  let dots = false;
  for (let n = 1; n <= total; n++) {
    if (n === current) {
      items.push({ kind: 'current', page: n });
      dots = true;
    } else if (args.show_all || n <= args.end_size || (n >= current - args.mid_size && n <= current + args.mid_size) || n > total - args.end_size) {
      items.push({ kind: 'page', page: n });
      dots = true;
    } else if (dots) {
      items.push({ kind: 'dots' });
      dots = false;
    }
  }
  if (args.prev_next && current < total) items.push({ kind: 'next', page: current + 1 });
  return items;
}
