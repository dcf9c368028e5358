/** State: the shopper's recent products and phrases (5 each), kept in localStorage unless switched off. */
import { useCallback, useState } from 'react';
import { EMPTY_HISTORY, readHistory, type SearchHistory } from '../../shared/engine/search/search-history.ts';
import { readStorage, writeStorage } from '../../shared/platform/storage.ts';

export const HISTORY_KEY = 'shop_search_history';

export interface SearchHistoryState {
  enabled: boolean;
  history: SearchHistory;
  save(next: SearchHistory): void;
}

export function useSearchHistory(enabled: boolean): SearchHistoryState {
  const [history, setHistory] = useState<SearchHistory>(() => (enabled ? readHistory(readStorage('local', HISTORY_KEY)) : EMPTY_HISTORY));
  const save = useCallback(
    (next: SearchHistory) => {
      setHistory(next);
      if (enabled) writeStorage('local', HISTORY_KEY, JSON.stringify(next));
    },
    [enabled],
  );
  return { enabled, history, save };
}
