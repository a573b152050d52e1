// @shop/domain/fit: the fit finder's rules (reading free-text body sizes, the size chart, the size
// for a product). Its own entry so that only the pages that use it download it.
export * from './measurements';
export * from './recommend';
export * from './size-chart';
