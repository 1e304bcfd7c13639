CREATE TABLE "booking_auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sailing_id" text NOT NULL,
	"code" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"payment_ref" text,
	"lang" text DEFAULT 'el' NOT NULL,
	"request" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"details" jsonb,
	"reservation" jsonb,
	"payment_amount" integer NOT NULL,
	"refund_amount" integer,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"tx_id" text,
	"amount" integer,
	"verified" boolean NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_limit" integer NOT NULL,
	"credit_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sailing_inventory" (
	"sailing_id" text NOT NULL,
	"code" text NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sailing_inventory_sailing_id_code_pk" PRIMARY KEY("sailing_id","code")
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_holds_due_idx" ON "booking_holds" USING btree ("expires_at") WHERE "booking_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "booking_holds_order_idx" ON "booking_holds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_orders_code_idx" ON "booking_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "booking_orders_user_idx" ON "booking_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_payments_order_idx" ON "card_payments" USING btree ("order_code");