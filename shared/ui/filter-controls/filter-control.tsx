/**
 * The control of one filter, by type, calling the actions its connector
 * provides (FilterActionsProvider); every layout (sidebar, bar popovers, off-canvas, mobile
 * overlays) shows a filter through this. Data-picker renders nothing.
 */
import type { FilterAppConfig } from '../../engine/filter/config/app-config.ts';
import { rangeFormatter, type FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { CategoryLinks } from './category-links.tsx';
import { useFilterActions } from './filter-actions.ts';
import { RangeControl } from './range-control.tsx';
import { SearchControl } from './search-control.tsx';
import { SelectControl } from './select-control.tsx';
import { ShowAllValues } from './show-all-values.tsx';
import { ValueList } from './value-list.tsx';

export interface FilterControlProps {
  filter: FilterOutput;
  config: FilterAppConfig;
}

export function FilterControl({ filter, config }: FilterControlProps) {
  const actions = useFilterActions();
  const showCounts = filter.show_counters !== false && config.layout.showCount;
  const pick = (index: number, selected: boolean) => actions.changeValue(filter.id, index, selected);
  switch (filter.type) {
    case 'data-picker':
      return null;
    case 'category':
      return <CategoryLinks filter={filter} showCounts={showCounts} />;
    case 'range':
      return (
        <RangeControl
          filter={filter}
          format={rangeFormatter(config, filter)}
          slider={config.layout.slider}
          onChange={(min, max) => actions.changeRange(filter.id, min, max)}
        />
      );
    case 'search':
      return <SearchControl filter={filter} onChange={(phrase) => actions.changeSearch(filter.id, phrase)} />;
    case 'select':
      return <SelectControl filter={filter} showCounts={showCounts} onPick={(index) => pick(index, true)} onClear={() => actions.clearValues(filter.id)} />;
    default: {
      const { showMoreAfter, showAllFrom, groupShowAllByFirstChar, expandToLevel } = config.layout.values;
      return (
        <>
          <ValueList filter={filter} showCounts={showCounts} showMoreAfter={showMoreAfter} expandToLevel={expandToLevel} onChange={pick} />
          {filter.type !== 'toggle' && filter.values.length >= showAllFrom && (
            <ShowAllValues filter={filter} showCounts={showCounts} groupByFirstChar={groupShowAllByFirstChar} onChange={pick} />
          )}
        </>
      );
    }
  }
}
