// The public side of the programme: applying on /collaborate (signed in or not, one open application
// per e-mail and phone), where the signed-in visitor stands, the approved creator's own dashboard, and
// their video uploads, which wait for the owner's approval before the shop shows them.
import type { CreatorApplicationInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { insertVideo } from '../catalogue/videos-admin.repo';
import { receiveVideoUpload } from '../catalogue/video-upload.service';
import type { Shopper } from '../accounts/shopper.service';
import { clicksByCreator, creditedOrders, payoutsOf, videosOf } from './creator-figures.repo';
import { figures, orderView } from './creator-figures';
import { creatorOfUser, insertApplication, latestApplicationOf } from './creators.repo';
import { shopUrl } from '../../lib/shop-url';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

export const ALREADY_APPLIED =
  'You already have an application waiting for review. We will e-mail you as soon as we decide.';
export const NOT_A_CREATOR = 'This page is for approved creators. Apply on the Collaborate page.';

export async function applyAsCreator(deps: Deps, shopper: Shopper, input: CreatorApplicationInput) {
  const row = await insertApplication(deps.database.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    socials: input.socials,
    niche: input.niche,
    sampleLinks: input.sample_links,
    pitch: input.pitch,
    userId: shopper.userId,
  });
  if (!row) throw new HttpError(409, 'already_applied', ALREADY_APPLIED);
  return { application: { id: row.id, status: row.status, created_at: row.createdAt.toISOString() } };
}

/** The signed-in visitor's place in the programme: creator, applicant, or neither. */
export async function myCreatorStatus(deps: Deps, shopper: Shopper) {
  if (!shopper.userId) return { signed_in: false, creator: false, application: null };
  const db = deps.database.db;
  const creator = await creatorOfUser(db, shopper.userId);
  const application = await latestApplicationOf(db, shopper.userId, (shopper.email ?? '').toLowerCase());
  return {
    signed_in: true,
    creator: !!creator?.creator.active,
    application: application
      ? { status: application.status, created_at: application.createdAt.toISOString() }
      : null,
  };
}

async function ownCreator(deps: Deps, shopper: Shopper) {
  if (!shopper.userId) throw new HttpError(401, 'unauthorized', 'Please sign in to open your dashboard.');
  const found = await creatorOfUser(deps.database.db, shopper.userId);
  if (!found || !found.creator.active) throw new HttpError(403, 'not_a_creator', NOT_A_CREATOR);
  return found;
}

export const videoView = (v: Awaited<ReturnType<typeof videosOf>>[number]) => ({
  id: v.id,
  title: v.title,
  url: v.url,
  thumbnail_url: v.thumbnailUrl,
  review_status: v.reviewStatus,
  review_note: v.reviewNote,
  views: v.views,
  bag_adds: v.bagAdds,
  created_at: v.createdAt.toISOString(),
});

/** The creator's own figures: everything is read by the session's creator id, never a sent one. */
export async function creatorDashboard(deps: Deps, shopper: Shopper) {
  const { creator, discountCode } = await ownCreator(deps, shopper);
  const db = deps.database.db;
  const [rows, clicks, payouts, videos] = await Promise.all([
    creditedOrders(db, { creatorId: creator.id }),
    clicksByCreator(db, { creatorId: creator.id }),
    payoutsOf(db, creator.id),
    videosOf(db, [creator.userId]),
  ]);
  return {
    creator: {
      name: creator.name,
      code: creator.code,
      link: `${shopUrl(deps.config)}/?ref=${creator.code}`,
      discount_code: discountCode,
      commission_percent: creator.commissionPercent,
    },
    figures: figures(
      rows,
      clicks.get(creator.id) ?? 0,
      payouts.map((p) => p.payout.amount),
    ),
    orders: rows.slice(0, 50).map(orderView),
    payouts: payouts.map(({ payout }) => ({
      id: payout.id,
      amount: payout.amount,
      mpesa_reference: payout.mpesaReference,
      at: payout.createdAt.toISOString(),
    })),
    videos: videos.map(videoView),
  };
}

/** A creator's upload: checked like the owner's (MP4/WebM by content), kept for the owner's review. */
export async function uploadCreatorVideo(deps: Deps, shopper: Shopper, request: Request) {
  const { creator } = await ownCreator(deps, shopper);
  const upload = await receiveVideoUpload(deps, request);
  const id = await insertVideo(deps.database.db, {
    title: upload.title,
    description: upload.description,
    url: upload.url,
    thumbnailUrl: upload.thumbnail_url,
    userId: creator.userId,
    reviewStatus: 'pending',
  });
  return { video: { id, title: upload.title, review_status: 'pending' as const } };
}
