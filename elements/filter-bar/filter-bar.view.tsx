/**
 * The filter bar's markup: a navigation list of filter buttons — each
 * a popover disclosure on the horizontal bar, an overlay opener on the mobile bar — and 'All
 * filters'. Props in, callbacks out; the connector (filter-bar.tsx) reads the stores.
 */
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { BarPlan } from '../../shared/engine/filter/config/layout-rules.ts';
import type { FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { plainLabel } from '../../shared/engine/filter/presentation/value-search.ts';
import { t } from '../../shared/messages/catalog.ts';
import { AppliedBadge } from '../../shared/ui/filter-panels/applied-badge.tsx';
import { FilterPopover } from './filter-popover.tsx';

export interface FilterBarViewProps {
  mobile: boolean;
  plan: BarPlan<FilterOutput>;
  config: FilterAppConfig;
  /** Applied values per filter id, and in all. */
  appliedIn(id: string): number;
  appliedAll: number;
  /** The horizontal filter whose popover is open. */
  openId: string | null;
  onTogglePopover(id: string, open: boolean): void;
  onOpenOverlay(id: string): void;
  onOpenAll(): void;
}

export function FilterBarView(props: FilterBarViewProps) {
  const { mobile, plan, config, appliedIn } = props;
  return (
    <nav className={`shop-FilterBar shop-FilterBar--${mobile ? 'mobile' : 'horizontal'}`} aria-label={t('panel.filterBar')}>
      <ul className="shop-FilterBar-list">
        {plan.buttons.map((filter) =>
          mobile ? (
            <li key={filter.id} className="shop-FilterBar-item" data-applied={appliedIn(filter.id) > 0 || undefined}>
              <button type="button" className="shop-FilterBar-button" aria-haspopup="dialog" onClick={() => props.onOpenOverlay(filter.id)}>
                {plainLabel(filter.label ?? '')}
                <AppliedBadge count={appliedIn(filter.id)} />
              </button>
            </li>
          ) : (
            <FilterPopover
              key={filter.id}
              filter={filter}
              config={config}
              applied={appliedIn(filter.id)}
              open={props.openId === filter.id}
              onToggle={(open) => props.onTogglePopover(filter.id, open)}
            />
          ),
        )}
        {plan.allFilters && (
          <li className="shop-FilterBar-item shop-FilterBar-item--all">
            <button type="button" className="shop-FilterBar-button shop-FilterBar-all" aria-haspopup="dialog" onClick={props.onOpenAll}>
              <span className="shop-FilterBar-allIcon" aria-hidden="true" />
              {t('panel.allFilters')}
              <AppliedBadge count={props.appliedAll} />
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
