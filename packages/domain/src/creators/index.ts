export * from './attribution';
export * from './leaderboard';
