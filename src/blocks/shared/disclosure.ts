/**
 * Classes for a <summary> drawn as a button: no list marker (`list-style: none` for Firefox,
 * ::-webkit-details-marker for Safari; Chromium drops it with the flex display).
 */
export const SUMMARY_RESET = 'list-none [&::-webkit-details-marker]:hidden'
