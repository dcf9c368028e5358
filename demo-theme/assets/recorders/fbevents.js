/*
 * The demo store's stand-in for Meta's pixel (fbevents.js): no request leaves the machine. It
 * takes the calls queued by the pixel's snippet (consent, init, track, trackCustom), keeps the
 * _fbp cookie only while consent is granted, and reports every event to the store's recorder
 * (/recorders/collect) with its event id and the consent it went under.
 */
(function () {
  'use strict';
  var fbq = window.fbq;
  if (!fbq || fbq.callMethod) return;
  var granted = true;
  var pixels = {};
  function hasCookie(name) {
    return document.cookie.split(';').some(function (part) {
      return part.trim().indexOf(name + '=') === 0;
    });
  }
  function send(event, params, options, pixel) {
    if (!granted) return;
    if (!hasCookie('_fbp'))
      document.cookie = '_fbp=fb.1.' + Date.now() + '.' + (1e8 + Math.floor(Math.random() * 9e8)) + '; path=/; max-age=' + 90 * 24 * 3600 + '; SameSite=Lax';
    var body = JSON.stringify({
      service: 'facebook',
      event: event,
      event_id: options && options.eventID ? options.eventID : null,
      payload: { pixel_id: pixel, custom_data: params || {}, advanced_matching: Object.keys(pixels[pixel] || {}) },
      consent: { granted: granted },
      page: location.href,
    });
    if (!(navigator.sendBeacon && navigator.sendBeacon('/recorders/collect', new Blob([body], { type: 'application/json' })))) {
      fetch('/recorders/collect', { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: body });
    }
  }
  function call() {
    var args = Array.prototype.slice.call(arguments);
    var method = args[0];
    if (method === 'consent') granted = args[1] !== 'revoke';
    else if (method === 'init') pixels[args[1]] = args[2] || {};
    else if (method === 'track' || method === 'trackCustom')
      Object.keys(pixels).forEach(function (pixel) {
        send(args[1], args[2], args[3], pixel);
      });
  }
  fbq.callMethod = call;
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(function (args) {
    call.apply(null, args);
  });
})();
