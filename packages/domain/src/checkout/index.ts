export * from './amounts';
export * from './verification';
export * from './references';
export * from './messages';
export * from './pending-payment';
export * from './payment-phone';
export * from './checkout-guards';
