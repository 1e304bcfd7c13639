/**
 * The account area's calls under `/api/` (all need the bearer token of a logged-in user and serve only that user):
 * `GET users/me` and `PATCH users/me` → the user with `customer` (a different `email` there is refused: it changes
 * only through `POST users/me/email` `{ email, currentPassword }` → 202, confirmed by the link e-mailed to the new
 * address, see auth/email-change.service.ts); saved passengers, vehicles and pets under
 * `users/me/passengers|vehicles|pets` (see owned-collection.ts); `POST users/me/passengers/{id}/loyalty-clubs`
 * `{ company, cardNumber }` → 201 the passenger with the club added (409 `CONFLICT` when already there).
 */
import { sql } from 'drizzle-orm';
import { ApiError, parse } from '../../http/errors';
import { savedPassengers } from '../../database/schema/index';
import type { AuthContext } from '../auth/auth.service';
import { deviceOf } from '../auth/devices';
import { requestEmailChange } from '../auth/email-change.service';
import { bearerToken, identityOf, requireAuth } from '../auth/identify';
import { withRetryAfter } from '../auth/retry-after';
import { langOf } from '../auth/structs';
import { loadUser } from '../auth/users';
import type { ModulePlugin } from '../deps';
import { passengersCollection, petsCollection, vehiclesCollection } from './collections';
import { updateMe } from './me.service';
import { notFound, ownedRow, registerOwnedCollection } from './owned-collection';
import { ChangeEmailBody, LoyaltyClubBody, UpdateMeBody } from './structs';

const MAX_LOYALTY_CLUBS = 20;

const accountRoutes: ModulePlugin = async (app, deps) => {
  const { db } = deps.database;
  const ctx: AuthContext = { db, mailer: deps.mailer, clock: deps.clock, publicUrl: deps.config.publicUrl };
  const auth = { preHandler: requireAuth(deps) };
  const passengers = passengersCollection(deps.clock);

  const me = async (userId: string) => {
    const user = await loadUser(db, userId, true);
    if (!user) throw new ApiError(401, 'AUTH_REQUIRED', 'This call needs the bearer token of a logged-in user');
    return user;
  };

  app.get('/users/me', auth, async (request) => me(identityOf(request).userId));

  app.post('/users/me/email', auth, async (request, reply) => {
    const body = parse(ChangeEmailBody, request.body);
    const { pendingEmail } = await withRetryAfter(reply, () => requestEmailChange(ctx, {
      userId: identityOf(request).userId, sessionToken: bearerToken(request) as string, newEmail: body.email,
      currentPassword: body.currentPassword, client: { ip: request.ip || 'unknown', deviceHash: deviceOf(request).deviceHash },
      lang: langOf(request),
    }));
    return reply.code(202).send({
      pendingEmail, message: `We have sent a link to ${pendingEmail}. Your e-mail address changes when you open it.`,
    });
  });

  app.patch('/users/me', auth, async (request) => {
    const body = parse(UpdateMeBody, request.body ?? {});
    const { userId } = identityOf(request);
    await updateMe(db, userId, body, deps.clock());
    return me(userId);
  });

  registerOwnedCollection(app, deps, passengers);
  registerOwnedCollection(app, deps, vehiclesCollection);
  registerOwnedCollection(app, deps, petsCollection);

  app.post<{ Params: { id: string } }>('/users/me/passengers/:id/loyalty-clubs', auth, async (request, reply) => {
    const club = parse(LoyaltyClubBody, request.body);
    const { userId } = identityOf(request);
    const row = await ownedRow(db, passengers, userId, request.params.id);
    if (!row) throw notFound(passengers, request.params.id);
    const clubs = (row.loyaltyClubs ?? []) as { company: string; cardNumber: string }[];
    if (clubs.some((c) => c.company === club.company && c.cardNumber === club.cardNumber)) {
      throw new ApiError(409, 'CONFLICT', 'This loyalty card is already saved for the passenger', 'cardNumber');
    }
    if (clubs.length >= MAX_LOYALTY_CLUBS) throw new ApiError(409, 'LIMIT_REACHED', `A passenger can keep at most ${MAX_LOYALTY_CLUBS} loyalty cards`);
    const [updated] = await db.update(savedPassengers)
      .set({ loyaltyClubs: sql`${savedPassengers.loyaltyClubs} || ${JSON.stringify([club])}::jsonb`, updatedAt: deps.clock() })
      .where(sql`${savedPassengers.id} = ${request.params.id} and ${savedPassengers.userId} = ${userId}`)
      .returning();
    if (!updated) throw notFound(passengers, request.params.id);
    return reply.code(201).send(passengers.toApi(updated as Record<string, unknown>));
  });
};

export default accountRoutes;
