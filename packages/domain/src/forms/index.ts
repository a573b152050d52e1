export * from './rate-limit';
export * from './early-access';
export * from './customer-notes';
