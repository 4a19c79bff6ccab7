// Below Chakra's `md` breakpoint (768 px) the app is laid out for a phone. Responsive style props
// cover most of it; this is the same limit for what they cannot say: a media rule inside a `css`
// object, and matchMedia where a phone renders something else, not only styles it otherwise.
// Chakra writes its own "below md" rules with this width.
export const PHONE_QUERY = '(max-width: 47.9975rem)';

/** A `css` object key for rules that hold on a phone only. */
export const PHONE_MEDIA = `@media screen and ${PHONE_QUERY}`;
