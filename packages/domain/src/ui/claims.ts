// The shop's own lines on the home page and in the marquee, word for word from the spec.
export const ITEMS_SOLD_CLAIM = '17,800+';
export const MEMBERS_CLAIM = 'Join 200+ members who bag it first';
export const TAGLINE = 'Limited Drops | Unlimited Style.';
