CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"change_code" text NOT NULL,
	"trip_index" integer NOT NULL,
	"status" text NOT NULL,
	"old_reference" text NOT NULL,
	"old_trip_id" text NOT NULL,
	"old_info" jsonb NOT NULL,
	"new_trip_id" text NOT NULL,
	"new_reference" text NOT NULL,
	"new_item" jsonb NOT NULL,
	"new_price" jsonb NOT NULL,
	"new_info" jsonb NOT NULL,
	"old_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"difference" integer NOT NULL,
	"lang" text DEFAULT 'el' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"confirmation" jsonb,
	"old_cancelled" boolean DEFAULT false NOT NULL,
	"attempt_id" text,
	"attempt_status" text,
	"attempt_voided" boolean DEFAULT false NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"tx_id" text,
	"refund_due" integer DEFAULT 0 NOT NULL,
	"refund_attempt_id" text,
	"refund_status" text,
	"refund_id" text,
	"failure" text,
	"mailed" boolean DEFAULT false NOT NULL,
	"next_check_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_transitions" ADD CONSTRAINT "change_transitions_change_id_booking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_code_idx" ON "booking_changes" USING btree ("change_code");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_attempt_idx" ON "booking_changes" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_live_idx" ON "booking_changes" USING btree ("order_id") WHERE "booking_changes"."status" IN ('holding', 'held', 'paid', 'confirmed');--> statement-breakpoint
CREATE INDEX "booking_changes_order_idx" ON "booking_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "booking_changes_due_idx" ON "booking_changes" USING btree ("next_check_at") WHERE "booking_changes"."next_check_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "change_transitions_change_idx" ON "change_transitions" USING btree ("change_id","id");