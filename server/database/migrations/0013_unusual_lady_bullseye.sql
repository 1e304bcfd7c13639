ALTER TABLE "booking_holds" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sailing_inventory" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "booking_holds" CASCADE;--> statement-breakpoint
DROP TABLE "sailing_inventory" CASCADE;--> statement-breakpoint
DROP INDEX "booking_orders_holder_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE INDEX "booking_orders_holder_idx" ON "booking_orders" USING btree ("holder_key") WHERE "booking_orders"."status" IN ('holding', 'held', 'pending_payment');