/*
 * The demo store's stand-in for the other vendors' libraries (TikTok, Pinterest, Snapchat,
 * Reddit, X, Microsoft UET, LinkedIn, Outbrain, Taboola, Hotjar, VWO): no request leaves the
 * machine. The server appends the vendor's description; this takes the vendor's snippet over the
 * way the vendor's library does (sets its handler, replaces the global, or replaces the queue's
 * push), keeps the vendor's first-party cookie, and reports each call that sends something to the
 * store's recorder (/recorders/collect) with its event id.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the server appends the call, with the vendor's description
(function (config) {
  'use strict';
  var w = window;
  var matching = [];
  function hasCookie(name) {
    return document.cookie.split(';').some(function (part) {
      return part.trim().indexOf(name + '=') === 0;
    });
  }
  function report(event, params, eventId) {
    if (config.cookie && !hasCookie(config.cookie))
      document.cookie = config.cookie + '=' + Date.now() + '.' + Math.floor(Math.random() * 1e9) + '; path=/; max-age=' + 90 * 24 * 3600 + '; SameSite=Lax';
    var body = JSON.stringify({
      service: config.service,
      event: String(event),
      event_id: eventId ? String(eventId) : null,
      payload: { params: params || {}, advanced_matching: matching },
      consent: { granted: true },
      page: location.href,
    });
    if (!(navigator.sendBeacon && navigator.sendBeacon('/recorders/collect', new Blob([body], { type: 'application/json' })))) {
      fetch('/recorders/collect', { method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: body });
    }
  }
  function keys(object, leaveOut) {
    return Object.keys(object || {}).filter(function (key) {
      return (leaveOut || []).indexOf(key) < 0;
    });
  }
  // One call of the vendor's entry point: [method, ...arguments].
  var calls = {
    tiktok: function (a) {
      if (a[0] === 'identify') matching = keys(a[1]);
      else if (a[0] === 'page') report('Pageview');
      else if (a[0] === 'track') report(a[1], a[2], a[3] && a[3].event_id);
    },
    pinterest: function (a) {
      if (a[0] === 'load') matching = keys(a[2]);
      else if (a[0] === 'page') report('page');
      else if (a[0] === 'track') report(a[1], a[2], a[2] && a[2].event_id);
    },
    snapchat: function (a) {
      if (a[0] === 'init') matching = keys(a[2]);
      else if (a[0] === 'track') report(a[1], a[2], a[2] && a[2].client_dedup_id);
    },
    reddit: function (a) {
      if (a[0] === 'init') matching = keys(a[2], ['optOut', 'useDecimalCurrencyValues']);
      else if (a[0] === 'track') report(a[1], a[2], a[2] && a[2].conversionId);
    },
    twitter: function (a) {
      if (a[0] === 'config') report('PageView');
      else if (a[0] === 'event') {
        if (a[2] && (a[2].email_address || a[2].phone_number))
          matching = keys(a[2]).filter(function (k) {
            return k === 'email_address' || k === 'phone_number';
          });
        report(a[1], a[2], a[2] && a[2].conversion_id);
      }
    },
    linkedin: function (a) {
      if (a[0] === 'track') report('conversion', a[1], a[1] && a[1].event_id);
    },
    outbrain: function (a) {
      if (a[0] === 'track') report(a[1], a[2]);
    },
    hotjar: function (a) {
      if (a[0] === 'event') report(a[1]);
    },
  };
  var run = calls[config.service];
  var entry = w[config.entry];

  if (config.shape === 'handler' || config.shape === 'replace') {
    if (typeof entry !== 'function') return;
    var queued = entry[config.queue] || [];
    entry[config.queue] = [];
    var take = function () {
      run(Array.prototype.slice.call(arguments));
    };
    if (config.shape === 'handler') entry[config.handler] = take;
    else w[config.entry] = take;
    for (var i = 0; i < queued.length; i++) run(Array.prototype.slice.call(queued[i]));
  } else if (config.shape === 'ttq') {
    if (!entry) return;
    var pending = entry.slice(0);
    entry.length = 0;
    entry.push = function (call) {
      run(call);
      return 0;
    };
    pending.forEach(run);
  } else if (config.shape === 'tfa') {
    var tfa = (w._tfa = w._tfa || []);
    var notices = tfa.slice(0);
    tfa.push = function (notice) {
      if (notice && notice.notify === 'event') report(notice.name, notice);
      return 0;
    };
    notices.forEach(function (notice) {
      tfa.push(notice);
    });
  } else if (config.shape === 'uet') {
    // bat.js defines UET; the page's snippet hands it the uetq queue (flat: 'event', action, params).
    var flat = function (items) {
      for (var j = 0; j < items.length; j++) {
        if (items[j] === 'pageLoad') report('pageLoad');
        else if (items[j] === 'event') {
          report(items[j + 1], items[j + 2]);
          j += 2;
        } else if (items[j] === 'consent') j += 2;
        else if (items[j] === 'set') j += 1;
      }
    };
    w.UET = function (options) {
      flat(options.q || []);
      this.push = function () {
        flat(Array.prototype.slice.call(arguments));
      };
    };
  } else if (config.shape === 'vwo') {
    var code = w._vwo_code;
    // Once per page, as VWO's library: the head snippet and the adapter may both have asked for it.
    if (!code || code.libExecuted) return;
    var vwo = (w.VWO = w.VWO || []);
    var commands = vwo.slice(0);
    vwo.push = function (command) {
      if (command && command[0] === 'track.revenueConversion') report('revenueConversion', { revenue: command[1] });
      return 0;
    };
    commands.forEach(function (command) {
      vwo.push(command);
    });
    report('PageView', { account_id: code.account_id });
    code.libExecuted = true;
    // The variant applied: VWO's library calls the SmartCode's finish, which shows the page.
    if (typeof code.finish === 'function') code.finish();
  }
  if (config.pageViewOnLoad) report('PageView');
});
