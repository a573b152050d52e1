// @shop/domain: every business rule of the spec once, pure. Server and web import from here only.
export * from './time';
export * from './money';
export * from './phone';
export * from './bag';
export * from './discounts';
export * from './shipping';
export * from './tiers';
export * from './catalogue';
export * from './offers';
export * from './orders';
export * from './checkout';
export * from './stock';
export * from './forms';
export * from './media';
export * from './ui';
