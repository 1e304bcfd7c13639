ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_positive";--> statement-breakpoint
ALTER TABLE "demo_operator_holds" ADD COLUMN "parts" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount" >= 0);