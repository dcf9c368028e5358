/**
 * Every English string the elements show, as a translator sees it (msgid, and msgid_plural for
 * plural messages): the catalogue's and the banner's and dialogs' own tables. For the translation
 * template, the shipped translations' completeness check and the untranslated-string e2e; the
 * elements never import this (it would put every element's words in every page).
 */
import { DEFAULT_CONSENT_MESSAGES } from '../../elements/consent-banner/consent-messages.ts';
import { EXIT_INTENT_MESSAGES } from '../../elements/exit-intent/exit-intent-messages.ts';
import { PUSH_MESSAGES } from '../../elements/push-prompt/push-messages.ts';
import { ENGLISH } from './catalog.ts';

export interface SourceString {
  msgid: string;
  msgidPlural?: string;
  /** Where it is used (the catalogue key or table.key), for translators' comments. */
  where: string;
}

export function sourceStrings(): SourceString[] {
  const byId = new Map<string, SourceString>();
  const add = (entry: SourceString) => {
    const known = byId.get(entry.msgid);
    if (known) known.where += `, ${entry.where}`;
    else byId.set(entry.msgid, { ...entry });
  };
  for (const [key, entry] of Object.entries(ENGLISH)) {
    if (typeof entry === 'string') add({ msgid: entry, where: key });
    else if (Array.isArray(entry)) add({ msgid: entry[0]!, msgidPlural: entry[1], where: key });
    else add({ msgid: entry.one ?? entry.other!, msgidPlural: entry.other, where: key });
  }
  const tables = { consent: DEFAULT_CONSENT_MESSAGES, exitIntent: EXIT_INTENT_MESSAGES, push: PUSH_MESSAGES };
  for (const [table, words] of Object.entries(tables)) for (const [key, msgid] of Object.entries(words)) add({ msgid, where: `${table}.${key}` });
  return [...byId.values()];
}
