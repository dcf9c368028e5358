/* Stand-in for WooCommerce's cart-fragments.js: same storage keys, requests and events (see README.md). */
/* global jQuery */
jQuery(function ($) {
  'use strict';
  var params = window.wc_cart_fragments_params;
  if (!params) return;
  var $body = $(document.body);
  var hashKey = params.cart_hash_key;
  var DAY = 24 * 60 * 60 * 1000;

  function storeHash(hash) {
    localStorage.setItem(hashKey, hash);
    sessionStorage.setItem(hashKey, hash);
  }

  function refresh() {
    fetch(String(params.wc_ajax_url).replace('%%endpoint%%', 'get_refreshed_fragments'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'time=' + Date.now(),
    })
      .then(function (answer) {
        if (!answer.ok) throw new Error(answer.statusText);
        return answer.json();
      })
      .then(function (data) {
        if (!data || !data.fragments) return;
        $.each(data.fragments, function (selector, html) {
          $(selector).replaceWith(html);
        });
        sessionStorage.setItem(params.fragment_name, JSON.stringify(data.fragments));
        storeHash(data.cart_hash);
        if (data.cart_hash) sessionStorage.setItem('wc_cart_created', String(Date.now()));
        $body.trigger('wc_fragments_refreshed');
      })
      .catch(function () {
        $body.trigger('wc_fragments_ajax_error');
      });
  }

  $body.on('wc_fragment_refresh updated_wc_div', refresh);
  $body.on('added_to_cart removed_from_cart', function (event, fragments, hash) {
    if (!sessionStorage.getItem(hashKey)) sessionStorage.setItem('wc_cart_created', String(Date.now()));
    sessionStorage.setItem(params.fragment_name, JSON.stringify(fragments));
    storeHash(hash);
  });
  $(window).on('storage', function (event) {
    if (event.originalEvent.key === hashKey && localStorage.getItem(hashKey) !== sessionStorage.getItem(hashKey)) refresh();
  });

  try {
    var fragments = JSON.parse(sessionStorage.getItem(params.fragment_name));
    var hash = sessionStorage.getItem(hashKey) || '';
    var cookieHash = window.Cookies.get('woocommerce_cart_hash') || '';
    var created = sessionStorage.getItem('wc_cart_created');
    if (hash && !created) throw new Error('no creation time');
    if (created && Number(created) + DAY < Date.now()) throw new Error('expired');
    if (!(fragments && fragments['div.widget_shopping_cart_content'] && hash === cookieHash)) throw new Error('no fragments');
    $.each(fragments, function (selector, html) {
      $(selector).replaceWith(html);
    });
    $body.trigger('wc_fragments_loaded');
  } catch (stale) {
    refresh();
  }

  var $hideable = $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart');
  if (Number(window.Cookies.get('woocommerce_items_in_cart')) > 0) $hideable.show();
  else $hideable.hide();
  $body.on('adding_to_cart', function () {
    $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart').show();
  });
});
