export * from './identity';
export * from './display';
export * from './badges';
export * from './payment';
export * from './delivery-details';
export * from './fulfillment';
