/**
 * The account area's saved data (server/modules/account), owned per user: passengers, vehicles and pets the user
 * keeps to fill in bookings faster. Every row belongs to one user; every query filters by that user.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = () => text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

export interface LoyaltyClub {
  readonly company: string;
  readonly cardNumber: string;
}

export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `YYYY-MM-DD`, or null when not given. */
    birthDate: text('birth_date'),
    gender: text('gender', { enum: ['male', 'female'] }),
    nationality: text('nationality'),
    manNumber: text('man_number'),
    documentNumber: text('document_number'),
    loyaltyClubs: jsonb('loyalty_clubs').$type<LoyaltyClub[]>().notNull().default([]),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('saved_passengers_user_idx').on(t.userId, t.createdAt)],
);

export const savedVehicles = pgTable(
  'saved_vehicles',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull(),
    plateNumber: text('plate_number'),
    info: text('info'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('saved_vehicles_user_idx').on(t.userId, t.createdAt)],
);

export const savedPets = pgTable(
  'saved_pets',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    nickname: text('nickname').notNull(),
    chipNumber: text('chip_number'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('saved_pets_user_idx').on(t.userId, t.createdAt)],
);
