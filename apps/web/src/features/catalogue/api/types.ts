// The catalogue's shapes, read off the server's route types so the two never drift apart.
import type { InferResponseType } from 'hono/client';
import type { ApiClient } from '../../../lib/api-client';

type Catalogue = ApiClient['catalogue'];

export type ProductListing = InferResponseType<Catalogue['products']['$get'], 200>;
export type ProductCard = ProductListing['products'][number];
export type ProductDetail = InferResponseType<Catalogue['products'][':idOrSlug']['$get'], 200>['product'];
export type Bundle = InferResponseType<Catalogue['bundles']['$get'], 200>['bundles'][number];
export type Video = InferResponseType<Catalogue['videos']['$get'], 200>['videos'][number];
export type SearchResult = InferResponseType<Catalogue['search']['$get'], 200>['results'][number];
export type VideoDetail = InferResponseType<Catalogue['videos'][':id']['$get'], 200>['video'];
export type VideoPin = Video['product_tags'][number];
