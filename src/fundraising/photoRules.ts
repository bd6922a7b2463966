/** What a fundraiser's photo may be: shared by the forms (in the browser) and the server's check. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** For the file input's accept attribute: a hint to the browser's picker, not a check. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'
export const PHOTO_HINT = 'A JPEG, PNG or WebP picture of up to 5 MB. It is shown on your page with your name.'
