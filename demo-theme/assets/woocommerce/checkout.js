/* Stand-in for WooCommerce's checkout.js: the order review kept current and the order placed by ajax (see README.md). */
/* global jQuery */
jQuery(function ($) {
  'use strict';
  var params = window.wc_checkout_params;
  if (!params) return;
  var $body = $(document.body);
  var $form = $('form.checkout');
  var updateTimer = 0;
  var reviewRequest = null;
  var fragments = null;
  var selectedPaymentMethod = '';
  var endpoint = function (name) {
    return String(params.wc_ajax_url).replace('%%endpoint%%', name);
  };
  var paymentMethod = function () {
    return $form.find('input[name="payment_method"]:checked').val();
  };

  /* One method: its radio hidden; none checked: the first; the checked one "clicked". */
  function initPaymentMethods() {
    var $methods = $('.woocommerce-checkout').find('input[name="payment_method"]');
    if ($methods.length === 1) $methods.eq(0).hide();
    if (selectedPaymentMethod) $('#' + selectedPaymentMethod).prop('checked', true);
    if ($methods.filter(':checked').length === 0) $methods.eq(0).prop('checked', true);
    $methods.filter(':checked').eq(0).trigger('click');
  }

  function paymentMethodSelected(event) {
    event.stopPropagation();
    // A gateway may name the button ("Proceed to PayPal"); otherwise its own text comes back.
    var label = $(this).data('order_button_text') || $('#place_order').data('value');
    if (label) $('#place_order').text(label);
    var selected = $('.woocommerce-checkout input[name="payment_method"]:checked').attr('id');
    if (selected !== selectedPaymentMethod) $body.trigger('payment_method_selected');
    selectedPaymentMethod = selected;
  }

  /* update_order_review: the review table and payment box as the server has them now. */
  function updateCheckoutNow() {
    if (reviewRequest) reviewRequest.abort();
    if ($('form.checkout').length === 0) return;
    var shipping = {};
    $('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]').each(function () {
      shipping[$(this).data('index')] = $(this).val();
    });
    var data = {
      security: params.update_order_review_nonce,
      payment_method: paymentMethod(),
      country: $('#billing_country').val(),
      state: $('#billing_state').val(),
      postcode: $('#billing_postcode').val(),
      city: $('#billing_city').val(),
      address: $('#billing_address_1').val(),
      address_2: $('#billing_address_2').val(),
      shipping_method: shipping,
      post_data: $form.serialize(),
    };
    $('.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table').block({ message: null });
    reviewRequest = $.ajax({
      type: 'POST',
      url: endpoint('update_order_review'),
      data: data,
      success: function (answer) {
        if (answer && answer.reload === true) {
          window.location.reload();
          return;
        }
        $('.woocommerce-NoticeGroup-updateOrderReview').remove();
        var termsChecked = $('#terms').prop('checked');
        if (answer && answer.fragments) {
          $.each(answer.fragments, function (selector, html) {
            if (!fragments || fragments[selector] !== html) $(selector).replaceWith(html);
            $(selector).unblock();
          });
          fragments = answer.fragments;
        }
        if (termsChecked) $('#terms').prop('checked', true);
        if (answer && answer.result === 'failure') {
          $('.woocommerce-error, .woocommerce-message').remove();
          $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview">' + (answer.messages || '') + '</div>');
        }
        initPaymentMethods();
        $body.trigger('updated_checkout', [answer]);
      },
    });
  }

  function updateCheckout() {
    clearTimeout(updateTimer);
    updateTimer = setTimeout(updateCheckoutNow, 5);
  }

  /* The errors above the form, announced, scrolled to and focused; the form usable again. */
  function submitError(html) {
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
    $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + html + '</div>');
    $form.removeClass('processing').unblock();
    var $group = $('.woocommerce-NoticeGroup-checkout');
    if ($group[0] && $group[0].scrollIntoView) $group[0].scrollIntoView({ block: 'center' });
    $form.find('.woocommerce-error[tabindex="-1"]').trigger('focus');
    $body.trigger('checkout_error', [html]);
  }

  function submit() {
    clearTimeout(updateTimer);
    if ($form.is('.processing')) return false;
    // Gateways may take over (or stop) the order here, as on WooCommerce.
    if ($form.triggerHandler('checkout_place_order', [$form]) === false) return false;
    if ($form.triggerHandler('checkout_place_order_' + paymentMethod(), [$form]) === false) return false;
    $form.addClass('processing').block({ message: null });
    $.ajax({
      type: 'POST',
      url: params.checkout_url,
      data: $form.serialize(),
      dataType: 'json',
      success: function (result) {
        $('.checkout-inline-error-message').remove();
        if (result && result.result === 'success' && $form.triggerHandler('checkout_place_order_success', [result]) !== false) {
          window.location = result.redirect;
          return;
        }
        if (result && result.reload === true) {
          window.location.reload();
          return;
        }
        if (result && result.refresh === true) $body.trigger('update_checkout');
        if (result && result.messages) {
          // WooCommerce's list loses role="alert" (the wrapper has it) and becomes focusable.
          var $messages = $(result.messages).removeAttr('role').attr('tabindex', '-1');
          submitError($('<div role="alert"></div>').append($messages).prop('outerHTML'));
        } else {
          submitError('<div class="woocommerce-error">' + params.i18n_checkout_error + '</div>');
        }
      },
      error: function () {
        submitError('<div class="woocommerce-error">' + params.i18n_checkout_error + '</div>');
      },
    });
    return false;
  }

  /* "Have a coupon?": the link slides the form open (its field focused) or shut; the form is sent to
     apply_coupon. A success notice goes above the form, which closes; an error goes under the field,
     which it describes. A coupon's [Remove] in the review goes to remove_coupon, its notice above the
     checkout form. Both ask for the review again. */
  var $couponForm = $('form.checkout_coupon');
  function clearCouponError() {
    $('#coupon_code').removeClass('has-error').removeAttr('aria-invalid').removeAttr('aria-describedby').next('.coupon-error-notice').remove();
  }
  function showCouponError(html, $target) {
    clearCouponError();
    var message = $($.parseHTML(html)).text().trim();
    if (!message) return;
    $target.find('#coupon_code').trigger('focus').addClass('has-error').attr('aria-invalid', 'true').attr('aria-describedby', 'coupon-error-notice');
    $('<span class="coupon-error-notice" id="coupon-error-notice" role="alert"></span>').text(message).appendTo($target);
  }
  function closeCouponForm() {
    $('form.checkout_coupon').slideUp(400, function () {
      $('a.showcoupon').attr('aria-expanded', 'false');
    });
  }
  $body.on('click', 'a.showcoupon', function () {
    var $link = $(this);
    $('.checkout_coupon').slideToggle(400, function () {
      var open = $(this).is(':visible');
      $link.attr('aria-expanded', open ? 'true' : 'false');
      if (open) $(this).find(':input:eq(0)').trigger('focus');
    });
    return false;
  });
  $body.on('change input', '#coupon_code', clearCouponError);
  $couponForm.hide().on('submit', function () {
    var $coupon = $(this);
    var $field = $coupon.find('#coupon_code');
    clearCouponError();
    if ($coupon.is('.processing')) return false;
    $coupon.addClass('processing').block({ message: null });
    var data = {
      security: params.apply_coupon_nonce,
      coupon_code: $coupon.find('input[name="coupon_code"]').val(),
      billing_email: $form.find('input[name="billing_email"]').val(),
    };
    $.ajax({
      type: 'POST',
      url: endpoint('apply_coupon'),
      data: data,
      dataType: 'html',
      success: function (answer) {
        $('.woocommerce-error, .woocommerce-message, .is-error, .is-success, .checkout-inline-error-message').remove();
        $coupon.removeClass('processing').unblock();
        if (!answer) return;
        if (answer.indexOf('woocommerce-error') === -1 && answer.indexOf('is-error') === -1) {
          $coupon.slideUp(400, function () {
            $('a.showcoupon').attr('aria-expanded', 'false');
            $coupon.before(answer);
          });
          $field.val('');
        } else {
          showCouponError(answer, $field.parent());
        }
        $body.trigger('applied_coupon_in_checkout', [data.coupon_code]);
        $body.trigger('update_checkout', { update_shipping_method: false });
      },
    });
    return false;
  });
  $body.on('click', '.woocommerce-remove-coupon', function (event) {
    event.preventDefault();
    var $review = $(this).parents('.woocommerce-checkout-review-order');
    var data = { security: params.remove_coupon_nonce, coupon: $(this).data('coupon') };
    $review.addClass('processing').block({ message: null });
    $.ajax({
      type: 'POST',
      url: endpoint('remove_coupon'),
      data: data,
      dataType: 'html',
      success: function (answer) {
        $('.woocommerce-error, .woocommerce-message, .is-error, .is-success').remove();
        $review.removeClass('processing').unblock();
        if (!answer) return;
        $('form.woocommerce-checkout').before(answer);
        $body.trigger('removed_coupon_in_checkout', [data.coupon]);
        $body.trigger('update_checkout', { update_shipping_method: false });
        $('#coupon_code').val('');
        closeCouponForm();
      },
    });
  });

  /* Inline validation, as the shopper types and leaves each field: the row's validate-* classes say
     what to check; a wrong field's row gets woocommerce-invalid (and why), its field aria-invalid. */
  var INVALID = 'woocommerce-invalid woocommerce-invalid-required-field woocommerce-invalid-email woocommerce-invalid-phone';
  function validateField(event) {
    var $field = $(this);
    var $row = $field.closest('.form-row');
    var value = $field.val();
    var valid = true;
    if (event.type === 'input') {
      $field.removeAttr('aria-invalid').removeAttr('aria-describedby');
      $row.find('.checkout-inline-error-message').remove();
      $row.removeClass(INVALID + ' woocommerce-validated');
      return;
    }
    var fail = function (classes) {
      valid = false;
      $field.attr('aria-invalid', 'true');
      $row.removeClass('woocommerce-validated').addClass('woocommerce-invalid ' + classes);
    };
    if ($row.is('.validate-required') && (($field.attr('type') === 'checkbox' && !$field.is(':checked')) || value === ''))
      fail('woocommerce-invalid-required-field');
    // WooCommerce's own address pattern is longer (quoted local parts, IDN letters); this one takes the same everyday addresses.
    if ($row.is('.validate-email') && value && !/^[^\s@"]+@([^\s@.]+\.)+[^\s@.]{2,}$/i.test(value)) fail('woocommerce-invalid-email woocommerce-invalid-phone');
    if ($row.is('.validate-phone') && value && String(value).replace(/[\s#0-9_\-+/().]/g, '').length > 0) fail('woocommerce-invalid-phone');
    if (valid) {
      $field.removeAttr('aria-invalid').removeAttr('aria-describedby');
      $row.find('.checkout-inline-error-message').remove();
      $row.removeClass(INVALID).addClass('woocommerce-validated');
    }
  }
  $form.on('input validate change focusout', '.input-text, select, input:checkbox', validateField);

  $body.on('update_checkout', updateCheckout);
  $body.on('init_checkout', updateCheckout);
  $form.on('click', 'input[name="payment_method"]', paymentMethodSelected);
  $form.attr('novalidate', 'novalidate');
  $form.on('submit', submit);
  $form.on('update', updateCheckout);
  $form.on(
    'change',
    'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select',
    updateCheckout,
  );
  $form.on('change', '#billing_country, #shipping_country', updateCheckout);
  $form.on('keydown', '#billing_postcode, #billing_city, #billing_address_1, #shipping_postcode, #shipping_city, #shipping_address_1', function (event) {
    if (event.which === 9) return;
    clearTimeout(updateTimer);
    updateTimer = setTimeout(updateCheckoutNow, 1000);
  });
  initPaymentMethods();
  if (params.is_checkout === '1') $body.trigger('init_checkout');
  if (params.option_guest_checkout === 'yes') {
    $('input#createaccount')
      .on('change', function () {
        $('div.create-account').hide();
        if ($(this).is(':checked')) {
          $('#account_password').val('').trigger('change');
          $('div.create-account').slideDown();
        }
      })
      .trigger('change');
  }
});
