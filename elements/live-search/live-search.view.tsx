/**
 * The live search box as WAI-ARIA's combobox pattern: the input keeps the focus and points at the
 * active suggestion (aria-activedescendant) in a listbox grouped under labelled headlines (the
 * arrows skip them). Beside it the details panel (wide screens with a mouse), under it the
 * history when the input is empty. Props in, callbacks out; suggestion HTML (thumbnails, prices,
 * descriptions, details) goes in through the one sanitising path.
 */
import { useId, type CSSProperties, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { isSelectable } from '../../shared/engine/search/query-rules.ts';
import { readableGroupKey, type Suggestion } from '../../shared/engine/search/suggestions.ts';
import { t } from '../../shared/messages/catalog.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';
import { visuallyHidden } from '../../shared/ui/visually-hidden.ts';
import { SuggestionContent } from './suggestion-content.tsx';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface DetailsView {
  suggestion: Suggestion;
  html: string | null;
  adding: boolean;
  message: string;
}

export interface LiveSearchViewProps {
  typed: string;
  placeholder: string;
  status: SearchStatus;
  /** What the dropdown lists: results, the history (pre-suggestions), or nothing. */
  listing: 'results' | 'history' | null;
  suggestions: Suggestion[];
  /** The suggestion the arrows (or the pointer) made active. */
  active: number | null;
  /** Whether the active suggestion was reached with the keys (it is then announced). */
  activeByKeys: boolean;
  historyPhrases: string[];
  /** The typed text completed by the first suggestion that starts with it (Right arrow accepts it), or ''. */
  hint: string;
  details: DetailsView | null;
  announcement: string;
  voice: 'unsupported' | 'inactive' | 'active' | 'off';
  inputRef: RefObject<HTMLInputElement | null>;
  onInput(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClear(): void;
  onPick(index: number, newTab: boolean): void;
  onHover(index: number): void;
  onPickPhrase(phrase: string): void;
  /** "Did you mean": searches the phrase offered instead, the focus back in the field. */
  onTryPhrase(phrase: string): void;
  onClearHistory(): void;
  onAddToCart(quantity: number): void;
  onVoice(): void;
  /** Phones (below the mobile-overlay breakpoint): the box opens as a full-screen modal dialog. */
  overlay: boolean;
  /** The darkened page while the box has the focus or suggestions are open (an option); a click on it closes them. */
  darken: boolean;
  /** The clear (×) button: shown once the typed text is long enough to search (not below the minimum). */
  clearable: boolean;
  /** No submit button, and the form never goes to the results page (the 'disable submit' option). */
  noSubmit: boolean;
  /** No pictures in the suggestions; the recently viewed products show a history icon instead. */
  noImages: boolean;
  /** 'solaris', 'pirx' or 'pirx-compact' (data-variant, for the stylesheet). */
  variant: string;
  /** The form is wide enough for the suggestions and the details panel to split its width. */
  split: boolean;
  /** The focus is in the form: it is marked active (`shop-LiveSearch-form--active`, `data-active`). */
  focused: boolean;
  onFocusLeave(): void;
  onDarkenClick(): void;
  /** Icon mode: the box is folded into an icon button until it is opened. */
  icon: { open: boolean; ref: RefObject<HTMLButtonElement | null>; onToggle(): void } | null;
  overlayOpen: boolean;
  onOpenOverlay(): void;
  onCloseOverlay(): void;
}

/** The hint lies exactly under the input (the same box, which the theme styles once for both). */
const FIELD_STYLE: CSSProperties = { position: 'relative', display: 'flex', flex: '1 1 0%', minWidth: 0 };
const HINT_STYLE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', boxSizing: 'border-box', pointerEvents: 'none' };
const INPUT_STYLE: CSSProperties = { position: 'relative', width: '100%', boxSizing: 'border-box' };
const HINTED_INPUT_STYLE: CSSProperties = { ...INPUT_STYLE, background: 'transparent' };

const optionId = (base: string, index: number) => `${base}-o${index}`;
const phraseIndex = (suggestionCount: number, i: number) => suggestionCount + i;

function groupLabel(suggestion: Suggestion): string {
  if (suggestion.type === 'headline-v2') return String(suggestion.value);
  const key = `search.group.${String(suggestion.value)}` as const;
  try {
    return t(key as Parameters<typeof t>[0]);
  } catch {
    return readableGroupKey(String(suggestion.value));
  }
}

/** Groups of options, each under its headline (a group's label, never an option). */
function Options({ props, base }: { props: LiveSearchViewProps; base: string }) {
  const groups: { label: string | null; items: [Suggestion, number][] }[] = [];
  props.suggestions.forEach((suggestion, index) => {
    if (suggestion.type === 'headline' || suggestion.type === 'headline-v2') groups.push({ label: groupLabel(suggestion), items: [] });
    else if (isSelectable(suggestion.type)) {
      if (groups.length === 0 || (suggestion.type === 'more_products' && groups.at(-1)!.label !== null)) groups.push({ label: null, items: [] });
      groups.at(-1)!.items.push([suggestion, index]);
    }
  });
  const option = ([suggestion, index]: [Suggestion, number]) => (
    <li
      key={index}
      id={optionId(base, index)}
      role="option"
      aria-selected={props.active === index}
      className={`shop-LiveSearch-option shop-LiveSearch-option--${suggestion.type}`}
      onPointerDown={(event) => event.preventDefault() /* keep the focus in the input */}
      onClick={(event) => props.onPick(index, event.ctrlKey || event.metaKey)}
      onPointerEnter={() => props.onHover(index)}
    >
      <SuggestionContent suggestion={suggestion} noImages={props.noImages} />
    </li>
  );
  return (
    <>
      {groups.map((group, g) =>
        group.label === null ? (
          group.items.map(option)
        ) : (
          <li key={`g${g}`} role="presentation" className="shop-LiveSearch-groupItem">
            <ul role="group" aria-labelledby={`${base}-g${g}`} className="shop-LiveSearch-group">
              <li role="presentation" id={`${base}-g${g}`} className="shop-LiveSearch-headline">
                {group.label}
              </li>
              {group.items.map(option)}
            </ul>
          </li>
        ),
      )}
    </>
  );
}

function History({ props, base }: { props: LiveSearchViewProps; base: string }) {
  const products = props.suggestions;
  return (
    <>
      {products.length > 0 ? (
        <li role="presentation" className="shop-LiveSearch-groupItem">
          <ul role="group" aria-labelledby={`${base}-hp`} className="shop-LiveSearch-group">
            <li role="presentation" id={`${base}-hp`} className="shop-LiveSearch-headline">
              {t('search.recentProducts')}
            </li>
            {products.map((suggestion, index) => (
              <li
                key={index}
                id={optionId(base, index)}
                role="option"
                aria-selected={props.active === index}
                className="shop-LiveSearch-option shop-LiveSearch-option--history"
                onPointerDown={(event) => event.preventDefault()}
                onClick={(event) => props.onPick(index, event.ctrlKey || event.metaKey)}
                onPointerEnter={() => props.onHover(index)}
              >
                <SuggestionContent suggestion={suggestion} noImages={props.noImages} history />
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      {props.historyPhrases.length > 0 ? (
        <li role="presentation" className="shop-LiveSearch-groupItem">
          <ul role="group" aria-labelledby={`${base}-hq`} className="shop-LiveSearch-group">
            <li role="presentation" id={`${base}-hq`} className="shop-LiveSearch-headline">
              {t('search.recentPhrases')}
            </li>
            {props.historyPhrases.map((phrase, i) => {
              const index = phraseIndex(products.length, i);
              return (
                <li
                  key={phrase}
                  id={optionId(base, index)}
                  role="option"
                  aria-selected={props.active === index}
                  className="shop-LiveSearch-option shop-LiveSearch-option--phrase"
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => props.onPickPhrase(phrase)}
                >
                  <span className="shop-LiveSearch-title">{phrase}</span>
                </li>
              );
            })}
          </ul>
        </li>
      ) : null}
    </>
  );
}

function Details({ details, onAddToCart }: { details: DetailsView; onAddToCart(quantity: number): void }) {
  const quantityId = useId();
  const { suggestion } = details;
  const simple = suggestion.type === 'product' && suggestion.purchasable === true;
  return (
    <section className="shop-LiveSearch-details" aria-label={t('search.details')} aria-busy={details.html === null}>
      {details.html !== null ? (
        <SanitizedHtml as="div" className="shop-LiveSearch-detailsBody" html={details.html} />
      ) : (
        <div className="shop-LiveSearch-preloader" />
      )}
      {simple ? (
        <form
          className="shop-LiveSearch-addToCart"
          onSubmit={(event) => {
            event.preventDefault();
            const input = event.currentTarget.elements.namedItem('quantity') as HTMLInputElement;
            if (!input.checkValidity()) return void input.reportValidity();
            onAddToCart(Number(input.value) || 1);
          }}
        >
          <label htmlFor={quantityId}>{t('search.quantity')}</label>
          <input id={quantityId} name="quantity" type="number" min="1" step="1" defaultValue="1" inputMode="numeric" className="input-text qty text" />
          <button type="submit" className="button" aria-busy={details.adding || undefined} disabled={details.adding}>
            {t('search.addToCart')}
          </button>
        </form>
      ) : suggestion.type === 'product' || suggestion.type === 'product_variation' ? (
        <a className="button shop-LiveSearch-options" href={String(suggestion.url)}>
          {t('search.selectOptions')}
        </a>
      ) : null}
      {details.message ? <p className="shop-LiveSearch-detailsMessage">{details.message}</p> : null}
    </section>
  );
}

/** "No results", and the query to try instead when the server offers one ("Did you mean …?"). */
function NoResults({ instead, onTryPhrase }: { instead: unknown; onTryPhrase(phrase: string): void }) {
  if (typeof instead !== 'string' || instead === '') return <p className="shop-LiveSearch-noResults">{t('search.none')}</p>;
  // The sentence around the phrase, as the translation orders it.
  const [before = '', after = ''] = t('search.didYouMean', '\u0000').split('\u0000');
  return (
    <p className="shop-LiveSearch-noResults">
      {t('search.none')}. {before}
      <button type="button" className="shop-LiveSearch-didYouMean" onPointerDown={(event) => event.preventDefault()} onClick={() => onTryPhrase(instead)}>
        {instead}
      </button>
      {after}
    </p>
  );
}

export function LiveSearchView(props: LiveSearchViewProps): ReactNode {
  const titleId = useId();
  if (!props.overlay) {
    const { icon } = props;
    return (
      <div
        className={`shop-LiveSearch${icon ? ' shop-LiveSearch--icon' : ''}`}
        data-variant={props.variant}
        data-status={props.status}
        data-open={props.listing !== null || undefined}
      >
        {props.darken ? <div className="shop-LiveSearch-darken" aria-hidden="true" onClick={props.onDarkenClick} /> : null}
        {icon ? (
          <button
            ref={icon.ref}
            type="button"
            className="shop-LiveSearch-icon"
            aria-expanded={icon.open}
            aria-label={t('search.label')}
            onClick={icon.onToggle}
          >
            <span aria-hidden="true">⌕</span>
          </button>
        ) : null}
        {!icon || icon.open ? <SearchBox {...props} /> : null}
      </div>
    );
  }
  return (
    <div className="shop-LiveSearch shop-LiveSearch--overlay">
      <button type="button" className="shop-LiveSearch-trigger" aria-haspopup="dialog" onClick={props.onOpenOverlay}>
        <span className="screen-reader-text">{t('search.label')}: </span>
        <span className="shop-LiveSearch-triggerText">{props.typed || props.placeholder}</span>
        <span className="shop-LiveSearch-triggerIcon" aria-hidden="true">
          ⌕
        </span>
      </button>
      <ModalDialog open={props.overlayOpen} onClose={props.onCloseOverlay} className="shop-LiveSearch-overlay" labelledBy={titleId}>
        <div className="shop-LiveSearch-overlayHeader">
          <button type="button" className="shop-LiveSearch-back" aria-label={t('search.back')} onClick={props.onCloseOverlay}>
            <span aria-hidden="true">‹</span>
          </button>
          <h2 id={titleId} className="shop-LiveSearch-overlayTitle">
            {t('search.label')}
          </h2>
        </div>
        <div className="shop-LiveSearch" data-variant={props.variant} data-status={props.status} data-open={props.listing !== null || undefined}>
          <SearchBox {...props} />
        </div>
      </ModalDialog>
    </div>
  );
}

function SearchBox(props: LiveSearchViewProps): ReactNode {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listboxId = `${base}-list`;
  const open = props.listing !== null;
  const hasOptions = props.suggestions.some((s) => isSelectable(s.type)) || (props.listing === 'history' && props.historyPhrases.length > 0);
  return (
    <>
      <form
        className={`shop-LiveSearch-form woocommerce-product-search${props.focused ? ' shop-LiveSearch-form--active' : ''}${props.noSubmit ? ' shop-LiveSearch-form--noSubmit' : ''}`}
        data-active={props.focused || undefined}
        role="search"
        action="/"
        method="get"
        onSubmit={props.onSubmit}
        onBlur={(event) => {
          // The focus left the form (not moved within it).
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onFocusLeave();
        }}
      >
        <label className="screen-reader-text" htmlFor={`${base}-input`}>
          {t('search.label')}
        </label>
        {/* The hint shows grey behind the transparent input; it is never focused nor read (the suggestions are). */}
        <span className="shop-LiveSearch-field" style={FIELD_STYLE}>
          {props.hint ? (
            <input
              className="shop-LiveSearch-input shop-LiveSearch-hint"
              style={HINT_STYLE}
              dir="auto"
              value={props.hint}
              readOnly
              disabled
              tabIndex={-1}
              aria-hidden="true"
            />
          ) : null}
          <input
            ref={props.inputRef}
            id={`${base}-input`}
            className={`shop-LiveSearch-input search-field${props.hint ? ' shop-LiveSearch-input--hinted' : ''}`}
            style={props.hint ? HINTED_INPUT_STYLE : INPUT_STYLE}
            // With a hint, both fields take the direction of the words typed, so the typed part lies over the hint's.
            dir={props.hint ? 'auto' : undefined}
            type="search"
            name="s"
            value={props.typed}
            placeholder={props.placeholder}
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open && hasOptions}
            aria-controls={listboxId}
            aria-activedescendant={open && props.active !== null && props.activeByKeys ? optionId(base, props.active) : undefined}
            onChange={(event) => props.onInput(event.currentTarget.value)}
            onKeyDown={props.onKeyDown}
            onFocus={props.onFocus}
          />
        </span>
        <input type="hidden" name="post_type" value="product" />
        {props.status === 'loading' ? <span className="shop-LiveSearch-preloader" aria-hidden="true" /> : null}
        {props.clearable ? (
          <button type="button" className="shop-LiveSearch-clear" aria-label={t('search.clear')} onClick={props.onClear}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {props.voice === 'inactive' || props.voice === 'active' ? (
          <button
            type="button"
            className="shop-LiveSearch-voice"
            aria-pressed={props.voice === 'active'}
            aria-label={props.voice === 'active' ? t('search.voiceListening') : t('search.voice')}
            onClick={props.onVoice}
          >
            <span aria-hidden="true">🎤</span>
          </button>
        ) : null}
        {props.noSubmit ? null : (
          <button type="submit" className="shop-LiveSearch-submit button">
            {t('search.submit')}
          </button>
        )}
      </form>
      {/* Scrolls when taller than the screen: focusable so that a keyboard can scroll it too (the arrows also bring the active suggestion into view). */}
      <div
        className="shop-LiveSearch-dropdown"
        data-split={props.split || undefined}
        hidden={!open}
        tabIndex={open ? 0 : undefined}
        aria-label={t('search.listLabel')}
        role="region"
      >
        <ul id={listboxId} role="listbox" aria-label={t('search.listLabel')} className="shop-LiveSearch-list">
          {props.listing === 'history' ? <History props={props} base={base} /> : props.listing === 'results' ? <Options props={props} base={base} /> : null}
        </ul>
        {props.listing === 'results' && props.suggestions.length === 1 && props.suggestions[0]!.type === 'no-results' ? (
          <NoResults instead={props.suggestions[0]!.did_you_mean} onTryPhrase={props.onTryPhrase} />
        ) : null}
        {props.listing === 'results' && props.status === 'failed' ? <p className="shop-LiveSearch-failed">{t('search.failed')}</p> : null}
        {props.listing === 'history' ? (
          <button type="button" className="shop-LiveSearch-clearHistory" onPointerDown={(event) => event.preventDefault()} onClick={props.onClearHistory}>
            {t('search.clearHistory')}
          </button>
        ) : null}
        {props.details ? <Details details={props.details} onAddToCart={props.onAddToCart} /> : null}
      </div>
      <div role="status" style={visuallyHidden}>
        {props.announcement}
      </div>
    </>
  );
}
