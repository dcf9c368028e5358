/**
 * The search engines whose referrals count as organic traffic, and the query parameter that
 * carries the search term where the engine still sends one (most send none now: '(none)').
 */
export interface SearchEngine {
  name: string;
  /** Matched against the referrer's host: the engine's own domains, any country. */
  host: RegExp;
  termParam: string;
}

/** A country's domain of an engine: .com, .de, .co.uk, .com.au (not google.com.evil.example). */
const TLD = String.raw`(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;
const anyCountry = (name: string) => new RegExp(String.raw`(^|\.)${name}\.${TLD}$`);

export const SEARCH_ENGINES: SearchEngine[] = [
  { name: 'google', host: anyCountry('google'), termParam: 'q' },
  { name: 'bing', host: /(^|\.)bing\.com$/, termParam: 'q' },
  { name: 'yahoo', host: anyCountry(String.raw`search\.yahoo`), termParam: 'p' },
  { name: 'yandex', host: anyCountry('yandex'), termParam: 'text' },
  { name: 'duckduckgo', host: /(^|\.)duckduckgo\.com$/, termParam: 'q' },
  { name: 'baidu', host: /(^|\.)baidu\.com$/, termParam: 'wd' },
  { name: 'ecosia', host: /(^|\.)ecosia\.org$/, termParam: 'q' },
  { name: 'qwant', host: /(^|\.)qwant\.com$/, termParam: 'q' },
  { name: 'naver', host: /(^|\.)search\.naver\.com$/, termParam: 'query' },
  { name: 'seznam', host: /(^|\.)search\.seznam\.cz$/, termParam: 'q' },
  { name: 'startpage', host: /(^|\.)startpage\.com$/, termParam: 'query' },
  { name: 'brave', host: /(^|\.)search\.brave\.com$/, termParam: 'q' },
  { name: 'ask', host: /(^|\.)ask\.com$/, termParam: 'q' },
  { name: 'aol', host: anyCountry(String.raw`search\.aol`), termParam: 'q' },
];

export const searchEngineOf = (host: string): SearchEngine | undefined => SEARCH_ENGINES.find((engine) => engine.host.test(host.toLowerCase()));
