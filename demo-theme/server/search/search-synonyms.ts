/**
 * The shop's synonym list: the owner's, kept in the options table (search_synonyms) and read on
 * every search, so a change on the demo settings page counts from the next keystroke, without a
 * restart or a rebuilt index; until the owner saves one, the theme's
 * (demo-theme/data/search-synonyms.txt: clothing and gear words).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getOption, setOption, type Db } from '../db.ts';
import { parseSynonyms, Synonyms } from './ranking/synonyms.ts';
import type { Stemmer } from './ranking/word-forms.ts';

const OPTION = 'search_synonyms';

/** The theme's list, as the file says it (comments included, so the owner sees them when editing). */
export const THEME_SYNONYMS = readFileSync(resolve(import.meta.dirname, '../../data/search-synonyms.txt'), 'utf8').trim();

export const synonymListOf = (db: Db) => getOption(db, OPTION) ?? THEME_SYNONYMS;

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
