/**
 * The shop's synonym list, kept in the options table (search_synonyms) and read on every search,
 * so a change on the demo settings page counts from the next keystroke, without a restart or a
 * rebuilt index. Until the owner saves a list, the clothing and gear defaults apply.
 */
import { getOption, setOption, type Db } from '../db.ts';
import { DEFAULT_SYNONYMS, parseSynonyms, Synonyms } from './ranking/synonyms.ts';
import type { Stemmer } from './ranking/word-forms.ts';

const OPTION = 'search_synonyms';

export const synonymListOf = (db: Db) => getOption(db, OPTION) ?? DEFAULT_SYNONYMS;

/** Saves the owner's list; the lines it could not read are returned (and left out). */
export function saveSynonymList(db: Db, text: string): string[] {
  const { problems } = parseSynonyms(text);
  setOption(db, OPTION, text.replace(/\r\n/g, '\n').trim());
  return problems;
}

let parsed: { text: string; stem: Stemmer; synonyms: Synonyms } | null = null;

export function shopSynonyms(db: Db, stem: Stemmer): Synonyms {
  const text = synonymListOf(db);
  if (!parsed || parsed.text !== text || parsed.stem !== stem) parsed = { text, stem, synonyms: new Synonyms(parseSynonyms(text).rules, stem) };
  return parsed.synonyms;
}
