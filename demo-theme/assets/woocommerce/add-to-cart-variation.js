/* Stand-in for WooCommerce's add-to-cart-variation.js: same plugin, events and classes (see README.md). */
/* global jQuery */
(function ($) {
  'use strict';

  // {{ data.variation.key }} escaped, {{{ data.variation.key }}} as is: the CSP-safe path WooCommerce takes for simple templates.
  function template(id) {
    var source = document.getElementById('tmpl-' + id).textContent;
    return function (variation) {
      return source.replace(/({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g, function (all, open, key, close) {
        if (open.length !== close.length) return '';
        var value = variation[key] || '';
        return open.length === 2 ? $('<div>').text(String(value)).html() : value;
      });
    };
  }

  function VariationForm($form) {
    var self = { $form: $form };
    self.$selects = $form.find('.variations select');
    self.$single = $form.find('.single_variation');
    self.variations = $form.data('product_variations') || [];
    var data = { variationForm: self };
    $form.off('.wc-variation-form');
    $form.on('click.wc-variation-form', '.reset_variations', data, function (event) {
      event.preventDefault();
      self.$selects.val('').trigger('change');
      $form.trigger('reset_data');
    });
    $form.on('hide_variation', data, function (event) {
      event.preventDefault();
      $form.find('.single_add_to_cart_button').removeClass('wc-variation-is-unavailable').addClass('disabled wc-variation-selection-needed');
    });
    $form.on('show_variation', data, function (event, variation, purchasable) {
      event.preventDefault();
      var $button = $form.find('.single_add_to_cart_button');
      if (purchasable) $button.removeClass('disabled wc-variation-selection-needed wc-variation-is-unavailable');
      else $button.removeClass('wc-variation-selection-needed').addClass('disabled wc-variation-is-unavailable');
    });
    $form.on('click', '.single_add_to_cart_button', data, function (event) {
      if (!$(this).is('.disabled')) return;
      event.preventDefault();
      var text = window.wc_add_to_cart_variation_params || {};
      window.alert($(this).is('.wc-variation-is-unavailable') ? text.i18n_unavailable_text : text.i18n_make_a_selection_text);
    });
    $form.on('reset_data', data, function () {
      self.$single.html('').trigger('hide_variation');
    });
    $form.on('change.wc-variation-form', '.variations select', data, function () {
      $form.find('input[name="variation_id"], input.variation_id').val('').trigger('change');
      $form.trigger('woocommerce_variation_select_change').trigger('check_variations').trigger('woocommerce_variation_has_changed');
    });
    $form.on('check_variations.wc-variation-form', data, function () {
      var chosen = {};
      var all = true;
      self.$selects.each(function () {
        var name = $(this).data('attribute_name') || $(this).attr('name');
        chosen[name] = $(this).val() || '';
        if (!chosen[name]) all = false;
      });
      if (!all) {
        $form.trigger('reset_data');
        return;
      }
      var match = self.variations.filter(function (variation) {
        return Object.keys(variation.attributes).every(function (name) {
          var wanted = variation.attributes[name];
          return !wanted || wanted === chosen[name];
        });
      })[0];
      if (match) $form.trigger('found_variation', [match]);
      else $form.trigger('reset_data');
    });
    $form.on('found_variation.wc-variation-form', data, function (event, variation) {
      var render = template(variation.variation_is_visible ? 'variation-template' : 'unavailable-variation-template');
      self.$single.html(render(variation));
      $form.find('input[name="variation_id"], input.variation_id').val(variation.variation_id).trigger('change');
      var purchasable = !!(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible);
      self.$single.show().trigger('show_variation', [variation, purchasable]);
    });
    setTimeout(function () {
      $form.trigger('check_variations');
      $form.trigger('wc_variation_form', self);
    }, 100);
  }

  $.fn.wc_variation_form = function () {
    VariationForm(this);
    return this;
  };

  $(function () {
    if (window.wc_add_to_cart_variation_params) {
      $('.variations_form').each(function () {
        $(this).wc_variation_form();
      });
    }
  });
})(jQuery);
