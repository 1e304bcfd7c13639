ALTER TABLE "booking_orders" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "held_places" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_orders_holder_idx" ON "booking_orders" USING btree ("holder_key") WHERE "booking_orders"."status" IN ('held', 'pending_payment');