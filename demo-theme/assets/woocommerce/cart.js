/* Stand-in for WooCommerce's cart.js: the cart page's form, removals and coupons by ajax, the page's sections swapped for the server's (see README.md). */
/* global jQuery */
jQuery(function ($) {
  'use strict';
  var params = window.wc_cart_params;
  if (!params) return;
  var $body = $(document.body);
  var NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info';
  var endpoint = function (name) {
    return String(params.wc_ajax_url).replace('%%endpoint%%', name);
  };
  var isBusy = function ($node) {
    return $node.is('.processing') || $node.parents('.processing').length > 0;
  };
  var busy = function ($node) {
    if (!isBusy($node)) $node.addClass('processing').block({ message: null });
  };
  var done = function ($node) {
    $node.removeClass('processing').unblock();
  };
  var setUpdateEnabled = function (enabled) {
    $('.woocommerce-cart-form :input[name="update_cart"]').prop('disabled', !enabled).attr('aria-disabled', String(!enabled));
  };
  var showNotices = function (notices) {
    var $wrapper = $('.woocommerce-notices-wrapper').first();
    ($wrapper.length ? $wrapper : $('.woocommerce-cart-form')).prepend(notices);
  };

  /* The server's cart page in place of this one's form, totals and notices. */
  function replaceSections(page, keepNotices) {
    var $page = $($.parseHTML(page));
    var $form = $page.find('.woocommerce-cart-form').addBack('.woocommerce-cart-form');
    var $totals = $page.find('.cart_totals');
    var $notices = $page.find(NOTICES).not('.cart-empty');
    if ($('.woocommerce-cart-form').length === 0) {
      window.location.reload();
      return;
    }
    if (!keepNotices) $(NOTICES).not('.cart-empty').remove();
    if ($form.length === 0) {
      $('.woocommerce-cart-form__contents').closest('.woocommerce').replaceWith($page.find('.cart-empty').closest('.woocommerce'));
      $body.trigger('wc_cart_emptied');
    } else {
      $('.woocommerce-cart-form').replaceWith($form);
      setUpdateEnabled(false);
      if ($notices.length) showNotices($notices);
      $('.cart_totals').replaceWith($totals);
      $body.trigger('updated_cart_totals');
    }
    $body.trigger('updated_wc_div');
  }

  function sendForm($form, extra, keepNotices) {
    busy($form);
    busy($('div.cart_totals'));
    $.ajax({
      type: $form.attr('method'),
      url: $form.attr('action'),
      data: $form.serialize() + (extra ? '&' + $.param(extra) : ''),
      dataType: 'html',
      success: function (page) {
        replaceSections(page, keepNotices);
      },
      complete: function () {
        done($form);
        done($('div.cart_totals'));
      },
    });
  }

  function updateCart(keepNotices) {
    sendForm($('.woocommerce-cart-form'), null, keepNotices);
  }

  function couponRequest(name, data, $wrapper, event) {
    busy($wrapper);
    $.ajax({
      type: 'POST',
      url: endpoint(name),
      data: data,
      dataType: 'html',
      success: function (answer) {
        $(NOTICES).not('.cart-empty').remove();
        showNotices(answer);
        $body.trigger(event[0], [event[1]]);
      },
      complete: function () {
        done($wrapper);
        updateCart(true);
      },
    });
  }

  function submit(event) {
    var $form = $(event.currentTarget).closest('form');
    var $focused = $(document.activeElement);
    var $clicked = $(':input[type=submit][clicked=true]');
    if ($form.find('.woocommerce-cart-form__contents').length === 0) return;
    if (isBusy($form)) {
      event.preventDefault();
      return;
    }
    if ($clicked.is(':input[name="update_cart"]') || $focused.is('input.qty')) {
      event.preventDefault();
      sendForm($form, { update_cart: 'Update Cart' });
    } else if ($clicked.is(':input[name="apply_coupon"]') || $focused.is('#coupon_code')) {
      event.preventDefault();
      var $field = $('#coupon_code');
      var code = $field.val();
      $field.val('');
      couponRequest('apply_coupon', { security: params.apply_coupon_nonce, coupon_code: code }, $form, ['applied_coupon', code]);
    }
  }

  function followLink(event) {
    event.preventDefault();
    var $form = $('.woocommerce-cart-form');
    busy($form);
    busy($('div.cart_totals'));
    $.ajax({
      type: 'GET',
      url: $(event.currentTarget).attr('href'),
      dataType: 'html',
      success: function (page) {
        replaceSections(page);
      },
      complete: function () {
        done($form);
        done($('div.cart_totals'));
        if ($.scroll_to_notices) $.scroll_to_notices($('[role="alert"]'));
      },
    });
  }

  $(document).on('wc_update_cart added_to_cart', function (event, keepNotices) {
    updateCart(keepNotices);
  });
  $(document).on('click', '.woocommerce-cart-form :input[type=submit]', function (event) {
    $(':input[type=submit]', $(event.target).closest('form')).removeAttr('clicked');
    $(event.target).attr('clicked', 'true');
  });
  $(document).on('keypress', '.woocommerce-cart-form :input[type=number]', function (event) {
    if (event.keyCode !== 13) return;
    var form = $(event.currentTarget).closest('form')[0];
    if (form && form.checkValidity()) {
      event.preventDefault();
      submit(event);
    }
  });
  $(document).on('submit', '.woocommerce-cart-form', submit);
  $(document).on('click', 'a.woocommerce-remove-coupon', function (event) {
    event.preventDefault();
    var coupon = $(event.currentTarget).attr('data-coupon');
    couponRequest('remove_coupon', { security: params.remove_coupon_nonce, coupon: coupon }, $(event.currentTarget).closest('.cart_totals'), [
      'removed_coupon',
      coupon,
    ]);
  });
  $(document).on('click', '.woocommerce-cart-form .product-remove > a, .woocommerce-cart .restore-item', followLink);
  $(document).on('change input', '.woocommerce-cart-form .cart_item :input', function () {
    setUpdateEnabled(true);
  });
  setUpdateEnabled(false);
});
