// The owner's analytics rules: periods and buckets, RFM segments, and what sells together.
export * from './periods';
export * from './segments';
export * from './sells-together';
