CREATE TABLE "operator_holds" (
	"order_id" integer NOT NULL,
	"trip_index" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmation" jsonb,
	"refund_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_holds_order_id_trip_index_pk" PRIMARY KEY("order_id","trip_index")
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"refund_due" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"voided" boolean DEFAULT false NOT NULL,
	"tx_id" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "attempt_id" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "operator_holds" ADD CONSTRAINT "operator_holds_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_holds_reference_idx" ON "operator_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_attempt_idx" ON "payments" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "booking_orders_due_idx" ON "booking_orders" USING btree ("next_check_at") WHERE "booking_orders"."next_check_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "card_payments_unapplied_idx" ON "card_payments" USING btree ("id") WHERE NOT "card_payments"."applied";