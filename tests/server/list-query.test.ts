import { PgDialect, boolean, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ApiError } from '../../server/http/errors';
import { defineEntity } from '../../server/modules/content/entity';
import { parseListQuery } from '../../server/modules/content/list-query';
import { listConditions, orderByToSql } from '../../server/modules/content/list-query-sql';

const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  languageCode: text('language_code').notNull(),
  rating: real('rating'),
  views: integer('views').notNull(),
  published: boolean('published').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  secret: text('secret'),
});

const postsEntity = defineEntity({
  name: 'posts',
  table: posts,
  idField: 'id',
  fields: {
    id: posts.id, title: posts.title, languageCode: posts.languageCode, rating: posts.rating, views: posts.views,
    published: posts.published, publishedAt: posts.publishedAt,
  },
  defaultOrderBy: [['publishedAt', 'desc']],
  languageField: 'languageCode',
});

const dialect = new PgDialect();
function toSql(query: Record<string, string>): { sql: string; params: unknown[] } {
  const parsed = parseListQuery(postsEntity, query);
  const where = listConditions(postsEntity, parsed);
  return where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
}

function errorOf(query: Record<string, string>): ApiError {
  try {
    parseListQuery(postsEntity, query);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the query was accepted');
}

describe('the list query', () => {
  it('has defaults: every field, 20 a page, page 1, the entity order', () => {
    const query = parseListQuery(postsEntity, {});
    expect(query).toMatchObject({ take: 20, page: 1, where: undefined, lang: undefined, include: [] });
    expect(query.select).toEqual(['id', 'title', 'languageCode', 'rating', 'views', 'published', 'publishedAt']);
    expect(query.orderBy).toEqual([['publishedAt', 'desc']]);
  });

  it('turns where, lang and operators into parameterised SQL on the declared columns', () => {
    const { sql, params } = toSql({
      where: JSON.stringify({
        title: { contains: "50%_off'; drop table posts; --" },
        views: { gte: 10, lt: 1000 },
        published: true,
        publishedAt: { gt: '2026-01-01T00:00:00Z' },
        OR: [{ rating: { gte: 4.5 } }, { rating: null }],
        NOT: { id: { in: [1, 2] } },
      }),
      lang: 'de',
    });
    expect(sql).not.toContain('drop table');
    expect(sql).toContain('"posts"."title" ilike $1');
    expect(sql).toContain('"posts"."rating" is null');
    expect(sql).toContain('not "posts"."id" in');
    expect(params).toEqual([
      "%50\\%\\_off'; drop table posts; --%", 10, 1000, true, new Date('2026-01-01T00:00:00Z').toISOString(), 4.5, 1, 2, 'de',
    ]);
  });

  it('keeps a not-equal condition true for rows whose value is null', () => {
    expect(toSql({ where: '{"title":{"not":"x"}}' }).sql).toBe('("posts"."title" <> $1 or "posts"."title" is null)');
    expect(toSql({ where: '{"rating":{"not":null}}' }).sql).toBe('"posts"."rating" is not null');
  });

  it('makes an empty in match nothing rather than failing', () => {
    expect(toSql({ where: '{"id":{"in":[]}}' }).sql).toBe('false');
  });

  it('breaks order ties by the id so pages are stable', () => {
    const order = orderByToSql(postsEntity, [['views', 'desc']]).map((part) => dialect.sqlToQuery(part).sql);
    expect(order).toEqual(['"posts"."views" desc', '"posts"."id" asc']);
  });

  it.each([
    [{ where: '{"secret":"x"}' }, 'INVALID_WHERE', /no field "secret"/],
    [{ where: '{"views":1.5}' }, 'INVALID_WHERE', /whole number/],
    [{ where: '{"rating":"high"}' }, 'INVALID_WHERE', /a number/],
    [{ where: '{"published":"yes"}' }, 'INVALID_WHERE', /true or false/],
    [{ where: '{"publishedAt":"yesterday"}' }, 'INVALID_WHERE', /ISO date/],
    [{ where: '{"published":{"gt":true}}' }, 'INVALID_WHERE', /true\/false/],
    [{ where: '{"id":{"in":"1,2"}}' }, 'INVALID_WHERE', /array/],
    [{ where: '{"title":{}}' }, 'INVALID_WHERE', /empty/],
    [{ where: JSON.stringify({ AND: [{ AND: [{ AND: [{ AND: [{ AND: [{ AND: [{ AND: [{ id: 1 }] }] }] }] }] }] }] }) }, 'INVALID_WHERE', /deeper/],
    [{ where: JSON.stringify({ OR: Array.from({ length: 61 }, (_, i) => ({ id: i })) }) }, 'INVALID_WHERE', /more than 60/],
    [{ orderBy: '[{"views":"desc"},{}]' }, 'INVALID_ORDER_BY', /orderBy must be/],
    [{ select: 'title,,id' }, 'INVALID_SELECT', /field names/],
    [{ take: '5.5' }, 'INVALID_QUERY', /whole number/],
    [{ include: '{"author":true}' }, 'INVALID_INCLUDE', /no relation "author"/],
  ])('rejects %j with %s', (query, code, message) => {
    const error = errorOf(query);
    expect(error.status).toBe(400);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });
});

describe('defineEntity', () => {
  it('refuses a definition naming a field it does not declare', () => {
    expect(() =>
      defineEntity({ name: 'broken', table: posts, idField: 'id', fields: { id: posts.id }, defaultOrderBy: [['views', 'asc']] }),
    ).toThrow(/defaultOrderBy names unknown field views/);
  });
});
