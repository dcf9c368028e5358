/* Stand-in for WooCommerce's add-to-cart.js: same events, selectors and requests (see README.md). */
/* global jQuery */
jQuery(function ($) {
  'use strict';
  var params = window.wc_add_to_cart_params;
  if (!params) return;
  var $body = $(document.body);
  var endpoint = function (name) {
    return String(params.wc_ajax_url).replace('%%endpoint%%', name);
  };

  // One request at a time, in the order asked.
  var queue = [];
  function send(request) {
    queue.push(request);
    if (queue.length === 1) next();
  }
  function next() {
    var request = queue[0];
    var done = request.complete;
    request.complete = function () {
      if (done) done();
      queue.shift();
      if (queue.length) next();
    };
    $.ajax(request);
  }

  var $live = $('.widget_shopping_cart_live_region');
  if (!$live.length) $live = $('<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>').appendTo('body');

  function onAdd(event) {
    var $button = $(this);
    if (!$button.is('.ajax_add_to_cart')) return;
    if (!$button.attr('data-product_id')) return true;
    $live.text('').removeAttr('aria-relevant');
    event.preventDefault();
    $button.removeClass('added').addClass('loading');
    if ($body.triggerHandler('should_send_ajax_request.adding_to_cart', [$button]) === false) {
      $body.trigger('ajax_request_not_sent.adding_to_cart', [false, false, $button]);
      return true;
    }
    var data = {};
    $.each($button.data(), function (key, value) {
      data[key] = value;
    });
    $.each($button[0].dataset, function (key, value) {
      data[key] = value;
    });
    $body.trigger('adding_to_cart', [$button, data]);
    send({
      type: 'POST',
      url: endpoint('add_to_cart'),
      data: data,
      dataType: 'json',
      success: function (answer) {
        if (!answer) return;
        if (answer.error && answer.product_url) {
          window.location = answer.product_url;
          return;
        }
        if (params.cart_redirect_after_add === 'yes') {
          window.location = params.cart_url;
          return;
        }
        $body.trigger('added_to_cart', [answer.fragments, answer.cart_hash, $button]);
      },
    });
  }

  function onRemove(event) {
    var $link = $(this);
    $live.text('').removeAttr('aria-relevant');
    event.preventDefault();
    $link.closest('.woocommerce-mini-cart-item').block({ message: null });
    send({
      type: 'POST',
      url: endpoint('remove_from_cart'),
      data: { cart_item_key: $link.data('cart_item_key') },
      dataType: 'json',
      success: function (answer) {
        if (!answer || !answer.fragments) {
          window.location = $link.attr('href');
          return;
        }
        $body.trigger('removed_from_cart', [answer.fragments, answer.cart_hash, $link]);
      },
      error: function () {
        window.location = $link.attr('href');
      },
    });
  }

  function markButton(event, fragments, hash, $button) {
    if (!$button) return;
    $button.removeClass('loading');
    if (fragments) $button.addClass('added');
    if (fragments && !params.is_cart && $button.parent().find('.added_to_cart').length === 0) {
      $button.after(
        '<a href="' + params.cart_url + '" class="added_to_cart wc-forward" title="' + params.i18n_view_cart + '">' + params.i18n_view_cart + '</a>',
      );
    }
    $body.trigger('wc_cart_button_updated', [$button]);
  }

  function replaceFragments(fragments) {
    if (!fragments) return;
    $.each(fragments, function (selector) {
      $(selector).addClass('updating').block({ message: null });
    });
    $.each(fragments, function (selector, html) {
      $(selector).replaceWith(html);
      $(selector).css('opacity', '1').unblock();
    });
    $body.trigger('wc_fragments_loaded');
  }

  function announce($button) {
    var message = $button && $button.data('success_message');
    if (message) $live.delay(1000).text(message).attr('aria-relevant', 'all');
  }

  $body
    .on('click', '.add_to_cart_button:not(.wc-interactive)', onAdd)
    .on('click', '.remove_from_cart_button', onRemove)
    .on('added_to_cart', function (event, fragments, hash, $button) {
      markButton(event, fragments, hash, $button);
      replaceFragments(fragments);
      announce($button);
    })
    .on('removed_from_cart', function (event, fragments, hash, $button) {
      replaceFragments(fragments);
      announce($button);
    })
    .on('ajax_request_not_sent.adding_to_cart', markButton);
});
