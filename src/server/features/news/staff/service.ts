// Staff management of the news (admin.news): every article, drafts too; edit, publish or unpublish,
// delete. Creating stays news.publish, the spec's form, which can also save a draft.
import { sql, type SQL } from 'drizzle-orm';
import { NEWS_LIMITS, type NewsStatus } from '#shared/constants/news.ts';
import type {
  AdminNewsArticle,
  AdminNewsRow,
  adminNewsListInput,
  articleIdInput,
  deleteArticleInput,
  setArticleStatusInput,
  updateArticleInput,
} from '#shared/schemas/news.ts';
import type { z } from 'zod';
import { selectRows } from '../../../db/client.ts';
import { containsPattern } from '../../../db/contains-pattern.ts';
import { isUuid } from '../../../platform/keyset.ts';
import type { StaffContext } from '../../../trpc/context.ts';
import { cardColumns, notFound, savedColumns, toCard, toSaved, type CardRow, type SavedRow } from '../service.ts';

interface AdminRow extends CardRow {
  status: NewsStatus;
  updated_ms: number;
  updated_by_name: string | null;
}

const adminColumns = sql`${cardColumns}, a.status, (extract(epoch from a.updated_at) * 1000)::float8 as updated_ms,
  nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as updated_by_name`;

const toAdminRow = (r: AdminRow): AdminNewsRow => ({
  ...toCard(r),
  status: r.status,
  updatedAt: new Date(Number(r.updated_ms)),
  updatedByName: r.updated_by_name,
});

/** Staff: every article, drafts too, the last changed first; searched in title and excerpt. */
export async function listAllArticles(ctx: StaffContext, input: z.output<typeof adminNewsListInput>): Promise<AdminNewsRow[]> {
  const where: SQL[] = [];
  if (input.status !== 'all') where.push(sql`a.status = ${input.status}`);
  if (input.q) {
    const pattern = containsPattern(input.q);
    where.push(sql`lower(a.title || E'\\n' || a.excerpt || E'\\n' || a.author) like ${pattern}`);
  }
  const rows = await selectRows<AdminRow>(
    ctx.db,
    sql`select ${adminColumns} from news_articles a left join profiles p on p.user_id = a.updated_by
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by a.updated_at desc, a.id desc
        limit ${NEWS_LIMITS.adminListMax}`,
  );
  return rows.map(toAdminRow);
}

/** Staff: the whole article for the editor, whatever its status. */
export async function getArticleForEditing(ctx: StaffContext, { articleId }: z.output<typeof articleIdInput>): Promise<AdminNewsArticle> {
  if (!isUuid(articleId)) throw notFound();
  const [row] = await selectRows<AdminRow & { content: string }>(
    ctx.db,
    sql`select ${adminColumns}, a.content from news_articles a left join profiles p on p.user_id = a.updated_by where a.id = ${articleId}`,
  );
  if (!row) throw notFound();
  return { ...toAdminRow(row), content: row.content };
}

/**
 * Staff: every field, in one statement. Going from draft to published sets the publication time to
 * now; an edit of a published article keeps its time (readers' order does not jump on a typo fix).
 */
export async function updateArticle(ctx: StaffContext, input: z.output<typeof updateArticleInput>) {
  const [row] = await selectRows<SavedRow>(
    ctx.db,
    sql`update news_articles set title = ${input.title}, content = ${input.content}, excerpt = ${input.excerpt},
          category = ${input.category}, author = ${input.author}, image_url = ${input.imageUrl},
          is_premium_only = ${input.isPremiumOnly}, status = ${input.status},
          published_at = case when status = 'draft' and ${input.status} = 'published' then now() else published_at end,
          updated_by = ${ctx.user.id}, updated_at = now()
        where id = ${input.articleId}
        returning ${savedColumns}`,
  );
  if (!row) throw notFound();
  return toSaved(row);
}

/** Staff: publish (a draft gets its publication time now) or unpublish (back to a draft). */
export async function setArticleStatus(ctx: StaffContext, { articleId, status }: z.output<typeof setArticleStatusInput>) {
  const [row] = await selectRows<SavedRow>(
    ctx.db,
    sql`update news_articles set status = ${status},
          published_at = case when status = 'draft' and ${status} = 'published' then now() else published_at end,
          updated_by = ${ctx.user.id}, updated_at = now()
        where id = ${articleId}
        returning ${savedColumns}`,
  );
  if (!row) throw notFound();
  return toSaved(row);
}

/** Staff: deletes the article; its likes, bookmarks and feedback go with it (foreign keys cascade). */
export async function deleteArticle(ctx: StaffContext, { articleId }: z.output<typeof deleteArticleInput>) {
  const [row] = await selectRows<{ id: string }>(ctx.db, sql`delete from news_articles where id = ${articleId} returning id`);
  if (!row) throw notFound();
  return { id: row.id };
}
