/** Names joined as Chinese lists them. */
export const listOf = (names: Iterable<string>) => [...names].join('、');
