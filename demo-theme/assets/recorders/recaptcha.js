/*
 * The demo store's stand-in for reCAPTCHA v3's browser library: the same two calls
 * (grecaptcha.ready, grecaptcha.execute(siteKey, { action }) → a promise of a token), with the
 * token asked from the demo store itself instead of the vendor's host.
 */
(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.execute) return;
  var waiting = [];
  var ready = false;
  window.grecaptcha = {
    ready: function (callback) {
      if (ready) callback();
      else waiting.push(callback);
    },
    execute: function (siteKey, options) {
      return fetch('/recorders/recaptcha/token', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ site_key: String(siteKey), action: String((options && options.action) || '') }),
      }).then(function (answer) {
        if (!answer.ok) throw new Error('bot check: status ' + answer.status);
        return answer.json().then(function (body) {
          return body.token;
        });
      });
    },
  };
  // Like the real library, ready once its own start-up is done (a task later).
  setTimeout(function () {
    ready = true;
    waiting.splice(0).forEach(function (callback) {
      callback();
    });
  }, 0);
})();
