/**
 * The control of one filter, by type (filter spec §2.11), wired to the filter actions; every
 * layout (sidebar, bar popovers, off-canvas, mobile overlays) shows a filter through this.
 * Data-picker renders nothing.
 */
import type { FilterAppConfig } from '../../engine/filter/config/app-config.ts';
import { rangeFormatter, type FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { changeRange, changeSearch, changeValue } from '../../stores/filter.actions.ts';
import { CategoryLinks } from './category-links.tsx';
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
  const showCounts = filter.show_counters !== false && config.layout.showCount;
  const pick = (index: number, selected: boolean) => void changeValue({ filterID: filter.id, index, newState: selected });
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
          onChange={(min, max) => void changeRange({ filterID: filter.id, value: { min, max } })}
        />
      );
    case 'search':
      return <SearchControl filter={filter} onChange={(phrase) => void changeSearch({ filterID: filter.id, phrase })} />;
    case 'select':
      return (
        <SelectControl filter={filter} showCounts={showCounts} onPick={(index) => pick(index, true)} onClear={() => void changeValue({ filterID: filter.id, index: false, newState: false, unselectOthers: true })} />
      );
    default: {
      const { showMoreAfter, showAllFrom, groupShowAllByFirstChar, expandToLevel } = config.layout.values;
      return (
        <>
          <ValueList
            filter={filter}
            showCounts={showCounts}
            showMoreAfter={showMoreAfter}
            expandToLevel={expandToLevel}
            onChange={pick}
          />
          {filter.type !== 'toggle' && filter.values.length >= showAllFrom && (
            <ShowAllValues filter={filter} showCounts={showCounts} groupByFirstChar={groupShowAllByFirstChar} onChange={pick} />
          )}
        </>
      );
    }
  }
}
