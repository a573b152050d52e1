// The highlights' shapes, read off the server's route type.
import type { InferResponseType } from 'hono/client';
import type { ApiClient } from '../../../lib/api-client';

export type Highlight = InferResponseType<ApiClient['highlights']['$get'], 200>['highlights'][number];
export type StoryItem = Highlight['items'][number];
export type StoryProduct = Extract<StoryItem, { kind: 'product' }>;
export type StoryBundle = Extract<StoryItem, { kind: 'bundle' }>;
export type StoryVideo = Extract<StoryItem, { kind: 'video' }>;
