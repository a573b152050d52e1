// The owner's creators: applications and creators in one list, a decision on an application (an
// account made or linked on approval; the decision e-mailed with the owner's message), a creator's
// page (profile, videos to review, performance, payouts, audit), and changes to rate, code and the
// linked discount code. Every decision lands in the audit trail.
import { DEFAULT_COMMISSION_PERCENT, suggestReferralCode } from '@shop/domain/rules';
import type { CreatorChangeInput, CreatorDecisionInput } from '@shop/contracts';
import { randomBytes, randomInt } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { visitorCache } from '../../lib/visitor-cache';
import type { ViewerUser } from '../accounts/accounts.service';
import { clicksByCreator, creditedOrders, payoutsOf, setVideoReview, videosOf } from './creator-figures.repo';
import { figures, orderView } from './creator-figures';
import { sendDecisionMail } from './creator-mails';
import {
  audit,
  auditOf,
  creatorOfUser,
  codeTaken,
  decideApplication,
  discountByCode,
  findApplication,
  findCreator,
  insertCreator,
  listApplications,
  listCreators,
  updateCreator,
  userByEmail,
  userById,
  type Application,
  type Creator,
} from './creators.repo';
import { videoView } from './creators.service';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger' | 'auth'>;

const NO_APPLICATION = 'No such application.';
const NO_CREATOR = 'No such creator.';
const CODE_TAKEN = 'Another creator already has this code.';

const applicationView = (a: Application) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  phone: a.phone,
  socials: a.socials,
  niche: a.niche,
  sample_links: a.sampleLinks,
  pitch: a.pitch,
  status: a.status,
  decision_message: a.decisionMessage,
  created_at: a.createdAt.toISOString(),
});

const creatorView = (c: Creator, discountCode: string | null) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  code: c.code,
  commission_percent: c.commissionPercent,
  discount_code: discountCode,
  active: c.active,
  created_at: c.createdAt.toISOString(),
});

export async function adminCreatorList(deps: Deps) {
  const db = deps.database.db;
  const [applications, creators, rows, clicks] = await Promise.all([
    listApplications(db),
    listCreators(db),
    creditedOrders(db, {}),
    clicksByCreator(db, {}),
  ]);
  return {
    applications: applications.map(applicationView),
    creators: creators.map(({ creator, discountCode }) => ({
      ...creatorView(creator, discountCode),
      figures: figures(
        rows.filter((r) => r.creatorId === creator.id),
        clicks.get(creator.id) ?? 0,
      ),
    })),
  };
}

/** The applicant's account: the one they applied from, else the one with their e-mail, else a new one. */
async function accountFor(deps: Deps, application: Application) {
  const db = deps.database.db;
  if (application.userId && (await userById(db, application.userId)))
    return { userId: application.userId, created: false };
  const existing = await userByEmail(db, application.email);
  if (existing) return { userId: existing.id, created: false };
  // A random password nobody knows: the approval mail tells them to choose theirs ("Forgot password?").
  const made = await deps.auth.api.signUpEmail({
    body: {
      email: application.email,
      password: randomBytes(18).toString('base64url'),
      name: application.name,
    },
  });
  return { userId: made.user.id, created: true };
}

async function freeCode(deps: Deps, wanted: string | undefined, name: string) {
  const db = deps.database.db;
  if (wanted) {
    if (await codeTaken(db, wanted)) throw new HttpError(409, 'code_taken', CODE_TAKEN);
    return wanted;
  }
  for (let i = 0; i < 20; i += 1) {
    const code = suggestReferralCode(name, randomInt(100));
    if (!(await codeTaken(db, code))) return code;
  }
  throw new HttpError(409, 'code_taken', 'Please choose a referral code for this creator.');
}

export async function decideOnApplication(
  deps: Deps,
  admin: ViewerUser,
  id: string,
  input: CreatorDecisionInput,
  now = new Date(),
) {
  const db = deps.database.db;
  const application = await findApplication(db, id);
  if (!application) throw new HttpError(404, 'not_found', NO_APPLICATION);
  if (application.status !== 'pending')
    throw new HttpError(409, 'already_decided', 'This application has already been decided.');
  if (input.decision === 'reject') {
    const decided = await decideApplication(db, id, 'rejected', input.message, now);
    if (!decided) throw new HttpError(409, 'already_decided', 'This application has already been decided.');
    await audit(db, {
      creatorId: null,
      actorId: admin.id,
      action: 'application_rejected',
      detail: { application_id: id },
    });
    await sendDecisionMail(deps, application, { approved: false, message: input.message });
    return { application: applicationView(decided), creator: null };
  }
  const code = await freeCode(deps, input.code, application.name);
  // Outside the transaction: better-auth writes the account through its own connection.
  const account = await accountFor(deps, application);
  const result = await db.transaction(async (tx) => {
    const decided = await decideApplication(tx, id, 'approved', input.message, now);
    if (!decided) throw new HttpError(409, 'already_decided', 'This application has already been decided.');
    const creator = await insertCreator(tx, {
      userId: account.userId,
      applicationId: id,
      name: application.name,
      email: application.email,
      phone: application.phone,
      code,
      commissionPercent: input.commission_percent ?? DEFAULT_COMMISSION_PERCENT,
    });
    if (!creator)
      throw new HttpError(409, 'already_creator', 'This account is already a creator, or the code is taken.');
    await audit(tx, {
      creatorId: creator.id,
      actorId: admin.id,
      action: 'application_approved',
      detail: {
        application_id: id,
        commission_percent: creator.commissionPercent,
        code,
        account_created: account.created,
      },
    });
    return { application: applicationView(decided), creator: creatorView(creator, null) };
  });
  await sendDecisionMail(deps, application, {
    approved: true,
    message: input.message,
    code,
    newAccount: account.created,
  });
  return result;
}

export async function adminCreatorDetail(deps: Deps, id: string) {
  const db = deps.database.db;
  const found = await findCreator(db, id);
  if (!found) throw new HttpError(404, 'not_found', NO_CREATOR);
  const { creator, discountCode } = found;
  const application = creator.applicationId ? await findApplication(db, creator.applicationId) : null;
  const [rows, clicks, payouts, videos, trail] = await Promise.all([
    creditedOrders(db, { creatorId: id }),
    clicksByCreator(db, { creatorId: id }),
    payoutsOf(db, id),
    videosOf(db, [creator.userId]),
    auditOf(db, id),
  ]);
  return {
    creator: creatorView(creator, discountCode),
    application: application ? applicationView(application) : null,
    figures: figures(
      rows,
      clicks.get(id) ?? 0,
      payouts.map((p) => p.payout.amount),
    ),
    orders: rows.slice(0, 100).map(orderView),
    payouts: payouts.map(({ payout }) => ({
      id: payout.id,
      amount: payout.amount,
      mpesa_reference: payout.mpesaReference,
      note: payout.note,
      at: payout.createdAt.toISOString(),
    })),
    videos: videos.map(videoView),
    audit: trail.map((a) => ({
      id: a.id,
      action: a.action,
      detail: a.detail,
      at: a.createdAt.toISOString(),
    })),
  };
}

export async function changeCreator(deps: Deps, admin: ViewerUser, id: string, input: CreatorChangeInput) {
  const db = deps.database.db;
  const found = await findCreator(db, id);
  if (!found) throw new HttpError(404, 'not_found', NO_CREATOR);
  if (await codeTaken(db, input.code, id)) throw new HttpError(409, 'code_taken', CODE_TAKEN);
  let discountId: string | null = null;
  if (input.discount_code) {
    const discount = await discountByCode(db, input.discount_code.toUpperCase());
    if (!discount)
      throw new HttpError(
        400,
        'invalid_input',
        'No discount has this code. Create it on the Discounts page first.',
        [{ path: 'discount_code', message: 'No discount has this code' }],
      );
    discountId = discount.id;
  }
  await db.transaction(async (tx) => {
    await updateCreator(tx, id, {
      commissionPercent: input.commission_percent,
      code: input.code,
      discountId,
      active: input.active,
    });
    await audit(tx, { creatorId: id, actorId: admin.id, action: 'creator_changed', detail: { ...input } });
  });
  return adminCreatorDetail(deps, id);
}

/** The owner approves or turns down a creator's upload; only approved ones reach the shop. */
export async function reviewCreatorVideo(
  deps: Deps,
  admin: ViewerUser,
  videoId: string,
  input: { decision: 'approved' | 'rejected'; note: string },
) {
  const db = deps.database.db;
  const video = await setVideoReview(db, videoId, input.decision, input.note);
  if (!video) throw new HttpError(404, 'not_found', 'No such video.');
  const uploader = video.userId ? await creatorOfUser(db, video.userId) : null;
  await audit(db, {
    creatorId: uploader?.creator.id ?? null,
    actorId: admin.id,
    action: `video_${input.decision}`,
    detail: { video_id: videoId, title: video.title, note: input.note },
  });
  visitorCache(deps).clear();
  return { video: { id: video.id, review_status: input.decision } };
}
