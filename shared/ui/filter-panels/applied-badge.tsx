/** The number of applied values on a filter button ("Size 2", read as "Size, 2 applied"). */
import { tn } from '../../messages/catalog.ts';
import { visuallyHidden } from '../visually-hidden.ts';

export function AppliedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="shop-FilterBar-badge">
      <span aria-hidden="true">{count}</span>
      <span style={visuallyHidden}>, {tn('panel.appliedCount', count)}</span>
    </span>
  );
}
