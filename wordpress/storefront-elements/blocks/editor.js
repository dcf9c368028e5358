/**
 * The block editor's side of every Storefront elements block, on WordPress's globals (no build step).
 * Each block saves its element's tag with the attributes set in the sidebar; a block whose element
 * enhances markup holds inner blocks inside the tag. The table of elements comes from the plugin
 * (window.storefrontElementsEditor, generated from the elements' manifest).
 */
(function (wp, table) {
  'use strict';
  if (!wp || !table) return;
  const { createElement: el } = wp.element;
  const { registerBlockType } = wp.blocks;
  const { useBlockProps, InnerBlocks, InspectorControls } = wp.blockEditor;
  const { PanelBody, ToggleControl, TextControl, SelectControl, Placeholder } = wp.components;
  const { __ } = wp.i18n;

  /** The attributes as the element reads them: a boolean present (empty) or absent, numbers and text as text. */
  function htmlAttributes(element, values) {
    const out = {};
    for (const attribute of element.attributes) {
      const value = values[attribute.key];
      if (value === undefined || value === null || value === '' || value === false) continue;
      if (attribute.type === 'number' && !Number.isFinite(value)) continue;
      out[attribute.attribute] = value === true ? '' : String(value);
    }
    return out;
  }

  /** "hide-if-empty" → "Hide if empty"; the loader's "data-load-on" → "Load on". */
  function labelOf(attribute) {
    const words = attribute.attribute.replace(/^data-/, '').replace(/-/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  function control(attribute, value, set) {
    const label = labelOf(attribute);
    const help = attribute.description;
    if (attribute.type === 'boolean') {
      return el(ToggleControl, { key: attribute.key, label, help, checked: value === true, onChange: (checked) => set(checked || undefined) });
    }
    if (attribute.enum) {
      const options = [{ label: __('Default', 'storefront-elements'), value: '' }].concat(attribute.enum.map((choice) => ({ label: choice, value: choice })));
      return el(SelectControl, { key: attribute.key, label, help, value: value || '', options, onChange: (choice) => set(choice || undefined) });
    }
    if (attribute.type === 'number') {
      return el(TextControl, {
        key: attribute.key,
        label,
        help,
        type: 'number',
        value: value === undefined ? '' : String(value),
        onChange: (text) => set(text === '' || !Number.isFinite(Number(text)) ? undefined : Number(text)),
      });
    }
    return el(TextControl, { key: attribute.key, label, help, value: value || '', onChange: (text) => set(text || undefined) });
  }

  function settings(element, attributes, setAttributes) {
    return el(
      InspectorControls,
      null,
      el(
        PanelBody,
        { title: __('Element settings', 'storefront-elements') },
        element.attributes.map((attribute) => control(attribute, attributes[attribute.key], (value) => setAttributes({ [attribute.key]: value }))),
      ),
    );
  }

  for (const element of table.elements) {
    // A component per block (hooks need one): the block's own sidebar and preview.
    const Edit = ({ attributes, setAttributes }) => {
      const blockProps = useBlockProps({ className: 'storefront-elements-block' });
      let preview;
      if (element.preview === 'live') {
        // The element itself: the loader is enqueued in the editor and defines it.
        preview = el(element.tag, htmlAttributes(element, attributes));
      } else if (element.wraps) {
        preview = el(
          'div',
          { className: 'storefront-elements-block__wrapper' },
          el('p', { className: 'storefront-elements-block__label' }, el('strong', null, element.title), el('small', null, element.description)),
          el(InnerBlocks),
        );
      } else {
        preview = el(Placeholder, { icon: 'store', label: element.title, instructions: element.description });
      }
      return el('div', blockProps, settings(element, attributes, setAttributes), preview);
    };
    registerBlockType(element.block, {
      edit: Edit,
      save({ attributes }) {
        const props = Object.assign(useBlockProps.save(), htmlAttributes(element, attributes));
        return el(element.tag, props, element.wraps ? el(InnerBlocks.Content) : null);
      },
    });
  }
})(window.wp, window.storefrontElementsEditor);
