export * from './rate-limit';
export * from './early-access';
