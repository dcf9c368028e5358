/* Stand-ins for js-cookie's Cookies.get and jquery-blockui's block/unblock (see README.md). */
/* global jQuery */
(function ($) {
  'use strict';
  window.Cookies = window.Cookies || {
    get: function (name) {
      var found = document.cookie.split('; ').filter(function (pair) {
        return pair.split('=')[0] === name;
      })[0];
      return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
    },
  };
  if (!$.fn.block) {
    $.fn.block = function () {
      return this;
    };
    $.fn.unblock = function () {
      return this;
    };
  }
})(jQuery);
