/**
 * A product picture's addresses. The full picture is square (600 × 600, served as SVG; PNG for
 * the lightbox's large image).
 *
 * WooCommerce's catalogue thumbnail (the `woocommerce_thumbnail` size): 300 px wide, cropped to
 * 4:3 from the centre — the store's "custom" thumbnail cropping (Customizer › WooCommerce ›
 * Product images: `woocommerce_thumbnail_cropping` = custom, 4 × 3). Listings, their colour
 * swatches, the cart and the mini-cart show it; the product page and quick view show the
 * uncropped single image, live search and the photo feed their square pictures.
 */
export const THUMBNAIL_CROP = { width: 4, height: 3 } as const;
export const THUMBNAIL_WIDTH = 300;
export const THUMBNAIL_HEIGHT = Math.round((THUMBNAIL_WIDTH * THUMBNAIL_CROP.height) / THUMBNAIL_CROP.width);

/** The file name suffix WordPress gives a generated size: `-300x225`. */
export const THUMBNAIL_SUFFIX = `-${THUMBNAIL_WIDTH}x${THUMBNAIL_HEIGHT}`;

export const thumbnailUrl = (imageId: number) => `/assets/placeholder/${imageId}${THUMBNAIL_SUFFIX}.svg`;

/** The full, uncropped picture (live search, the photo feed). */
export const imageUrl = (imageId: number) => `/assets/placeholder/${imageId}.svg`;
