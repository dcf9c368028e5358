/**
 * Script-injection payloads for the XSS tests: the families of OWASP's XSS filter
 * evasion cheat sheet, mutation XSS (namespace confusion, re-parsing), javascript: and data:
 * URLs, SVG and MathML, CSS, meta refresh, attribute and script-block breakouts, DOM clobbering.
 * Every payload that runs calls `xssHit(<its number>)`, so a test sees which one ran; the trap
 * also catches alert/confirm/prompt. Test code only; never bundled.
 */

/** The JavaScript each payload tries to run, for payload number `n`. */
const run = (n: number) => `xssHit(${n})`;

const TEMPLATES: ((js: string) => string)[] = [
  // Script elements.
  (js) => `<script>${js}</script>`,
  (js) => `<SCRIPT>${js}</SCRIPT>`,
  (js) => `<script src="data:text/javascript,${encodeURIComponent(js)}"></script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `"><script>${js}</script>`,
  (js) => `'><script>${js}</script>`,
  (js) => `</script><script>${js}</script>`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `--><script>${js}</script>`,
  (js) => `]]><script>${js}</script>`,
  (js) => `<script type="module">${js}</script>`,
  // Event handlers.
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src="x" onerror="${js}">`,
  (js) => `<IMG SRC=x ONERROR=${js}>`,
  (js) => `<img src=x onerror\u000c=${js}>`,
  (js) => `<img/src/onerror=${js}>`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<body onload=${js}>`,
  (js) => `<iframe onload=${js}></iframe>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}></audio>`,
  (js) => `<marquee onstart=${js}>x</marquee>`,
  (js) => `<div onpointerover=${js} style="position:fixed;inset:0">x</div>`,
  (js) => `<object data=x onerror=${js}></object>`,
  (js) => `<style onload=${js}></style>`,
  (js) => `<link rel=stylesheet href=x onerror=${js}>`,
  (js) => `<img src=x:alert(1) onerror=eval(${JSON.stringify(js)})>`,
  (js) => `<div tabindex=1 autofocus onfocusin=${js}>x</div>`,
  (js) => `<form><button formaction="javascript:${js}" autofocus onfocus=${js}>x</button></form>`,
  (js) => `" onmouseover="${js}" x="`,
  (js) => `' onfocus='${js}' autofocus x='`,
  (js) => `" autofocus onfocus="${js}`,
  // javascript: and data: URLs.
  (js) => `<a href="javascript:${js}">link</a>`,
  (js) => `<a href="JaVaScRiPt:${js}">link</a>`,
  (js) => `<a href="&#106;avascript:${js}">link</a>`,
  (js) => `<a href="&#x6A;&#x61;&#x76;&#x61;script:${js}">link</a>`,
  (js) => `<a href=" javascript:${js}">link</a>`,
  (js) => `<a href="java\tscript:${js}">link</a>`,
  (js) => `<a href="java&#x09;script:${js}">link</a>`,
  (js) => `<iframe src="javascript:parent.${js}"></iframe>`,
  (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  (js) => `<iframe src="data:text/html,<script>parent.${js}</script>"></iframe>`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<form action="javascript:${js}"><input type=submit id=xss-submit></form>`,
  (js) => `<base href="javascript:${js}//">`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<isindex action="javascript:${js}" type=image>`,
  (js) => `<a href="data:text/html;base64,${btoa(`<script>${js}</script>`)}">link</a>`,
  (js) => `<area href="javascript:${js}">`,
  // SVG and MathML.
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><script href="data:,${js}"/></svg>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>x</text></a></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><set onbegin=${js} attributeName=x to=1>`,
  (js) => `<svg><animate attributeName=href values="javascript:${js}"/><a id=x><text>x</text></a></svg>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) => `<svg><image href=x onerror=${js}></svg>`,
  (js) => `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${js}'/></svg>#x"/></svg>`,
  (js) => `<math href="javascript:${js}">x</math>`,
  (js) => `<math><maction actiontype=statusline xlink:href="javascript:${js}">x</maction></math>`,
  // Mutation XSS: namespace confusion and re-parsing.
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${js}&gt;">`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<math><mi><table><mi><style><img src=x onerror=${js}>`,
  (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  (js) => `<title><img src=x onerror=${js}></title>`,
  (js) => `<textarea><img src=x onerror=${js}></textarea>`,
  (js) => `<noembed><img src=x onerror=${js}></noembed>`,
  (js) => `<noframes><img src=x onerror=${js}></noframes>`,
  (js) => `<xmp><img src=x onerror=${js}></xmp>`,
  (js) => `<iframe><img src=x onerror=${js}></iframe>`,
  (js) => `<svg><p><style><img src=x onerror=${js}>`,
  (js) => `<table><tr><td><svg><desc><table><tr><td><img src=x onerror=${js}>`,
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<div id="x"><!--<img src=x onerror=${js}>--></div>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  (js) => `<svg><![CDATA[><img src=x onerror=${js}>]]></svg>`,
  (js) => `<a title="&lt;img src=x onerror=${js}&gt;">entity in attribute</a>`,
  (js) => `&lt;img src=x onerror=${js}&gt;`,
  (js) => `&amp;lt;script&amp;gt;${js}&amp;lt;/script&amp;gt;`,
  // CSS.
  (js) => `<div style="background:url(javascript:${js})">x</div>`,
  (js) => `<div style="width:expression(${js})">x</div>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<style>body{background:url("javascript:${js}")}</style>`,
  (js) => `<link rel=stylesheet href="javascript:${js}">`,
  (js) => `<div style="behavior:url(x.htc)" onmouseenter=${js}>x</div>`,
  // DOM clobbering and odd names.
  (js) => `<form name="shopFilter"><input name="rerender" value="${js}"></form>`,
  (js) => `<img name="getElementById" src=x onerror=${js}>`,
  (js) => `<a id="__proto__" href="javascript:${js}">x</a>`,
  (js) => `<form id="xssHit"></form><img src=x onerror=${js}>`,
  // Template syntaxes some renderers evaluate.
  (js) => `\${${js}}`,
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `<%= ${js} %>`,
  // Encodings.
  (js) => `%3Cscript%3E${js}%3C/script%3E`,
  (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
  (js) => `<scr\u0000ipt>${js}</scr\u0000ipt>`,
  (js) => `<img src=x onerror="&#x${js.charCodeAt(0).toString(16)};${js.slice(1)}">`,
  (js) => `<img src=x onerror="\u0065val('${js}')">`,
];

export interface Payload {
  id: number;
  html: string;
}

/** The corpus: one payload per template, numbered from 1. */
export const XSS_PAYLOADS: Payload[] = TEMPLATES.map((template, index) => ({ id: index + 1, html: template(run(index + 1)) }));

/**
 * Installs the trap on `window`: xssHit(n) and the dialogs record the payload; returns the
 * list of hits (empty while nothing ran). Idempotent.
 */
export function installXssTrap(target: Window & typeof globalThis = window): number[] {
  const holder = target as unknown as { __xssHits?: number[]; xssHit?: (n: number) => void };
  if (holder.__xssHits) return holder.__xssHits;
  const hits: number[] = [];
  holder.__xssHits = hits;
  holder.xssHit = (n: number) => void hits.push(n);
  for (const name of ['alert', 'confirm', 'prompt'] as const) {
    (target as unknown as Record<string, unknown>)[name] = (value: unknown) => void hits.push(Number(value) || -1);
  }
  return hits;
}

/** The trap as a script for Playwright's addInitScript (pages of the demo store). */
export const XSS_TRAP_SCRIPT = `(() => {
  const hits = [];
  window.__xssHits = hits;
  window.xssHit = (n) => hits.push(n);
  for (const name of ['alert', 'confirm', 'prompt']) window[name] = (v) => hits.push(Number(v) || -1);
})();`;
