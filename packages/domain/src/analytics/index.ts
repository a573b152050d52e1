// The owner's analytics rules: periods and buckets, RFM segments, what sells together, where orders go.
export * from './periods';
export * from './segments';
export * from './sells-together';
export * from './order-areas';
export * from './chat-analytics';
