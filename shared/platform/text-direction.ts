/** The direction an element's text runs in (its own `dir`, else its page's), for keys and gestures that follow it. */
export const textDirection = (element: Element): 'ltr' | 'rtl' => (element.matches(':dir(rtl)') ? 'rtl' : 'ltr');
