// How a post or reply reads for one reader: the gated columns (premium preview, author's link and
// photo, edits, deletion, hiding), and which rows the reader may see at all.
//
// Visibility (docs/decisions/039-community-moderation.md): a post or reply hidden by a moderator
// reaches staff only, marked; everyone else (its author included) gets nothing, as if it did not
// exist. A deleted post keeps its address while replies remain; lists, search and counts never
// show it. A deleted reply is gone for everyone.
import { sql, type SQL } from 'drizzle-orm';
import { ANONYMOUS_AUTHOR, FORUM_LIMITS, type ForumCategory } from '#shared/constants/forum.ts';
import { photoPath } from '#shared/constants/profile.ts';
import { PRIVACY_DEFAULTS } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isStaff, readsPremiumContent } from '#shared/rules/premium.ts';
import type { ForumPostCard, ForumReply } from '#shared/schemas/forum.ts';
import { selectRows, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PublicContext } from '../../trpc/context.ts';

/** Who reads: their id (likes, authorship), whether every premium-only post is open to them, whether they are staff. */
export interface Reader {
  userId: string | null;
  readsAll: boolean;
  staff: boolean;
}

export const readerOf = ({ user }: PublicContext): Reader => ({
  userId: user?.id ?? null,
  readsAll: user ? readsPremiumContent(user) : false,
  staff: user ? isStaff(user.role) : false,
});

/** "First Last", one of them, or ANONYMOUS_AUTHOR when the profile has neither (or is missing). */
export const authorName = (profile: string) =>
  sql`coalesce(nullif(concat_ws(' ', nullif(btrim(${sql.raw(profile)}.first_name), ''), nullif(btrim(${sql.raw(profile)}.last_name), '')), ''), ${ANONYMOUS_AUTHOR})`;

/**
 * The author's link and photo, on alias `row` (the post or reply), aliases us (their settings) and
 * ph (their photo) joined by authorJoins: the author's id only when their profile is visible to the
 * reader (the author always sees their own), so a hidden profile is neither linked nor pictured.
 */
const authorColumns = (row: string, reader: Reader) => {
  const visible = sql`(coalesce(us.profile_visible, ${PRIVACY_DEFAULTS.profileVisible}) or ${sql.raw(row)}.user_id is not distinct from ${reader.userId}::uuid)`;
  return sql`case when ${visible} then ${sql.raw(row)}.user_id end as author_id, case when ${visible} then ph.hash end as author_photo_hash`;
};
export const authorJoins = (row: string) =>
  sql`left join profiles pr on pr.user_id = ${sql.raw(row)}.user_id
      left join user_settings us on us.user_id = ${sql.raw(row)}.user_id
      left join profile_photos ph on ph.user_id = ${sql.raw(row)}.user_id`;

/** Edits, deletion, hiding and authorship of the row on alias `row`. */
const stateColumns = (row: string, reader: Reader) =>
  sql`(extract(epoch from ${sql.raw(row)}.edited_at) * 1000)::float8 as edited_ms,
      ${sql.raw(row)}.deleted_at is not null as deleted, ${sql.raw(row)}.hidden_at is not null as hidden,
      ${sql.raw(row)}.user_id is not distinct from ${reader.userId}::uuid as mine`;

interface StateRow {
  edited_ms: number | null;
  deleted: boolean;
  hidden: boolean;
  mine: boolean;
}
const stateOf = (r: StateRow) => ({
  editedAt: r.edited_ms === null ? null : new Date(Number(r.edited_ms)),
  deleted: Boolean(r.deleted),
  hidden: Boolean(r.hidden),
  mine: Boolean(r.mine),
});

/** What a card or reply says about its author. */
const authorOf = (r: { author_name: string; author_id: string | null; author_photo_hash: string | null }) => ({
  authorName: r.author_name,
  authorId: r.author_id,
  authorPhotoUrl: r.author_id && r.author_photo_hash ? photoPath(r.author_id, r.author_photo_hash) : null,
});

export const opensTo = (reader: Reader) =>
  sql`(not p.is_premium_only or ${reader.readsAll} or p.user_id is not distinct from ${reader.userId}::uuid)`;

/** Posts in lists, search and counts: never deleted; hidden ones for staff only. */
export const listedTo = (reader: Reader) => sql`(p.deleted_at is null and (p.hidden_at is null or ${reader.staff}))`;

/** A post's own page: also a deleted post while replies remain, so the thread stays readable. */
export const openableTo = (reader: Reader) =>
  sql`((p.deleted_at is null or p.replies_count > 0) and (p.hidden_at is null or ${reader.staff}))`;

/** Replies on a post's page: never deleted; hidden ones for staff only. */
export const replyShownTo = (reader: Reader) => sql`(r.deleted_at is null and (r.hidden_at is null or ${reader.staff}))`;

/** A card's columns on alias p (forum_posts) and pr (the author's profile), gated for the reader. */
export function cardColumns(reader: Reader): SQL {
  const open = opensTo(reader);
  const likedByMe = reader.userId
    ? sql`exists (select 1 from forum_post_likes l where l.post_id = p.id and l.user_id = ${reader.userId})`
    : sql`false`;
  return sql`p.id, p.title, p.category, p.is_premium_only, p.likes_count, p.replies_count,
    case when ${open} then p.content else left(p.content, ${FORUM_LIMITS.premiumPreviewChars}) end as content,
    not ${open} as locked,
    (extract(epoch from p.created_at) * 1000)::float8 as created_ms, p.created_at::text as created_key,
    ${authorName('pr')} as author_name, ${authorColumns('p', reader)}, ${likedByMe} as liked_by_me,
    ${stateColumns('p', reader)}`;
}

export interface CardRow extends StateRow {
  id: string;
  title: string;
  category: ForumCategory;
  is_premium_only: boolean;
  likes_count: number;
  replies_count: number;
  content: string;
  locked: boolean;
  created_ms: number;
  /** created_at as Postgres prints it, to the microsecond: part of the keyset cursor. */
  created_key: string;
  author_name: string;
  author_id: string | null;
  author_photo_hash: string | null;
  liked_by_me: boolean;
}

export const toCard = (r: CardRow): ForumPostCard => ({
  id: r.id,
  title: r.title,
  content: r.content,
  locked: Boolean(r.locked),
  category: r.category,
  isPremiumOnly: Boolean(r.is_premium_only),
  likesCount: Number(r.likes_count),
  repliesCount: Number(r.replies_count),
  createdAt: new Date(Number(r.created_ms)),
  ...authorOf(r),
  ...stateOf(r),
  likedByMe: Boolean(r.liked_by_me),
});

/** One post as the reader may open it; "Post not found" when it does not exist for them. */
export async function findPost(db: Db | Tx, postId: string, reader: Reader): Promise<CardRow> {
  const [row] = await selectRows<CardRow>(
    db,
    sql`select ${cardColumns(reader)} from forum_posts p ${authorJoins('p')} where p.id = ${postId} and ${openableTo(reader)}`,
  );
  if (!row) throw new AppError('NOT_FOUND', TOASTS.forum.postNotFound);
  return row;
}

export interface ReplyRow extends StateRow {
  id: string;
  post_id: string;
  content: string;
  created_ms: number;
  created_key: string;
  author_name: string;
  author_id: string | null;
  author_photo_hash: string | null;
}

export const toReply = (r: ReplyRow): ForumReply => ({
  id: r.id,
  postId: r.post_id,
  content: r.content,
  createdAt: new Date(Number(r.created_ms)),
  ...authorOf(r),
  ...stateOf(r),
});

export const replyColumns = (reader: Reader) => sql`r.id, r.post_id, r.content, (extract(epoch from r.created_at) * 1000)::float8 as created_ms,
  r.created_at::text as created_key, ${authorName('pr')} as author_name, ${authorColumns('r', reader)}, ${stateColumns('r', reader)}`;
