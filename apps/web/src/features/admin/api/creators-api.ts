// The owner's creators programme: applications and creators, a creator's page, decisions and changes,
// video reviews, payouts, collaborations and the leaderboard.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Admin = ApiClient['admin'];
export type CreatorsOverview = InferResponseType<Admin['creators']['$get'], 200>;
export type CreatorApplication = CreatorsOverview['applications'][number];
export type CreatorDetail = InferResponseType<Admin['creators'][':id']['$get'], 200>;
export type DecisionPayload = InferRequestType<
  Admin['creators']['applications'][':id']['decision']['$post']
>['json'];
export type CreatorChangePayload = InferRequestType<Admin['creators'][':id']['$put']>['json'];
export type PayoutOverview = InferResponseType<Admin['creator-payouts']['$get'], 200>;
export type PayoutPayload = InferRequestType<Admin['creator-payouts']['$post']>['json'];
export type Leaderboard = InferResponseType<Admin['creator-leaderboard']['$get'], 200>;
export type LeaderboardParams = InferRequestType<Admin['creator-leaderboard']['$get']>['query'];
export type Collabs = InferResponseType<Admin['creator-collabs']['$get'], 200>['collabs'];
export type CollabPayload = InferRequestType<Admin['creator-collabs']['$post']>['json'];

export const CREATORS_KEY = [...ADMIN_KEY, 'creators'] as const;

export const creatorsOverviewQuery = (api: Api) => ({
  queryKey: CREATORS_KEY,
  queryFn: async (): Promise<CreatorsOverview> => readJson(await (await api()).admin.creators.$get()),
});

export const creatorDetailQuery = (api: Api, id: string) => ({
  queryKey: [...CREATORS_KEY, 'detail', id] as const,
  queryFn: async (): Promise<CreatorDetail> =>
    readJson(await (await api()).admin.creators[':id'].$get({ param: { id } })),
});

export const payoutsQuery = (api: Api) => ({
  queryKey: [...CREATORS_KEY, 'payouts'] as const,
  queryFn: async (): Promise<PayoutOverview> => readJson(await (await api()).admin['creator-payouts'].$get()),
});

export const leaderboardQuery = (api: Api, query: LeaderboardParams) => ({
  queryKey: [...CREATORS_KEY, 'leaderboard', query] as const,
  queryFn: async (): Promise<Leaderboard> =>
    readJson(await (await api()).admin['creator-leaderboard'].$get({ query })),
});

export const collabsQuery = (api: Api) => ({
  queryKey: [...CREATORS_KEY, 'collabs'] as const,
  queryFn: async (): Promise<Collabs> =>
    (await readJson(await (await api()).admin['creator-collabs'].$get())).collabs,
});

export const decideApplication = async (api: Api, id: string, json: DecisionPayload) =>
  readJson(await (await api()).admin.creators.applications[':id'].decision.$post({ param: { id }, json }));

export const changeCreator = async (api: Api, id: string, json: CreatorChangePayload) =>
  readJson(await (await api()).admin.creators[':id'].$put({ param: { id }, json }));

export const reviewVideo = async (api: Api, id: string, decision: 'approved' | 'rejected', note: string) =>
  readJson(
    await (
      await api()
    ).admin.creators.videos[':id'].review.$post({ param: { id }, json: { decision, note } }),
  );

export const markPaid = async (api: Api, json: PayoutPayload) =>
  readJson(await (await api()).admin['creator-payouts'].$post({ json }));

export const createCollab = async (api: Api, json: CollabPayload) =>
  readJson(await (await api()).admin['creator-collabs'].$post({ json }));

export const changeCollab = async (api: Api, id: string, json: CollabPayload) =>
  readJson(await (await api()).admin['creator-collabs'][':id'].$put({ param: { id }, json }));

export const remindCollab = async (api: Api, id: string) =>
  readJson(await (await api()).admin['creator-collabs'][':id'].remind.$post({ param: { id } }));
