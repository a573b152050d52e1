// @shop/domain: every business rule of the spec once, pure. Import from its three parts:
// '@shop/domain/rules', '@shop/domain/texts' and '@shop/domain/timings'. This root entry re-exports
// them while the apps move over to the parts.
export * from './rules';
export * from './texts';
export * from './timings';
