/*
 * The demo store's stand-in for Google's tag library (gtag.js): no request leaves the machine.
 * It reads the commands queued in window.dataLayer (consent default/update, config, set, event)
 * as the real library does, keeps Google's cookies under the consent signals (_ga under
 * analytics_storage, _gcl_au under ad_storage), and reports every hit to the store's recorder
 * (/recorders/collect) with the consent state it went under.
 */
(function () {
  'use strict';
  var w = window;
  if (w.google_tag_manager && w.google_tag_manager.recorder) return;
  w.google_tag_manager = { recorder: true };
  var consent = {};
  var userData = null;
  var configured = [];
  function setCookie(name, value) {
    document.cookie = name + '=' + value + '; path=/; max-age=' + 400 * 24 * 3600 + '; SameSite=Lax';
  }
  function hasCookie(name) {
    return document.cookie.split(';').some(function (part) {
      return part.trim().indexOf(name + '=') === 0;
    });
  }
  function keepCookies() {
    var now = Math.floor(Date.now() / 1000);
    if (consent.analytics_storage === 'granted' && !hasCookie('_ga')) setCookie('_ga', 'GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + now);
    if (consent.ad_storage === 'granted' && !hasCookie('_gcl_au')) setCookie('_gcl_au', '1.1.' + Math.floor(Math.random() * 1e9) + '.' + now);
  }
  function send(event, params) {
    var body = JSON.stringify({
      service: 'google',
      event: event,
      payload: params,
      consent: Object.assign({}, consent),
      page: location.href,
      user_data: userData,
    });
    if (!(navigator.sendBeacon && navigator.sendBeacon('/recorders/collect', new Blob([body], { type: 'application/json' })))) {
      fetch('/recorders/collect', { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: body });
    }
  }
  function run(args) {
    var command = args[0];
    if (command === 'consent') {
      Object.keys(args[2] || {}).forEach(function (signal) {
        if (signal !== 'wait_for_update' && signal !== 'region') consent[signal] = args[2][signal];
      });
      keepCookies();
    } else if (command === 'config') {
      configured.push(args[1]);
      keepCookies();
      if (String(args[1]).indexOf('G-') === 0 && !(args[2] && args[2].send_page_view === false))
        send('page_view', { send_to: args[1], page_location: location.href });
    } else if (command === 'set' && args[1] === 'user_data') {
      userData = Object.keys(args[2] || {});
    } else if (command === 'event') {
      send(args[1], args[2] || {});
    }
  }
  var queue = (w.dataLayer = w.dataLayer || []);
  for (var i = 0; i < queue.length; i++) run(queue[i]);
  var push = queue.push;
  queue.push = function () {
    for (var j = 0; j < arguments.length; j++) run(arguments[j]);
    return push.apply(queue, arguments);
  };
})();
