export * from './delivery-fee';
export * from './policies';
