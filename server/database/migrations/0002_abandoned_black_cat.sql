CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_mails" (
	"order_code" text PRIMARY KEY NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_outbox_id" integer,
	"first_sent_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"group_name" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_vouchers" (
	"shipping_number" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"prefecture" text NOT NULL,
	"zip_code" text NOT NULL,
	"telephone" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_group_idx" ON "newsletter_subscriptions" USING btree ("email","group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_vouchers_order_idx" ON "courier_vouchers" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "courier_vouchers_created_idx" ON "courier_vouchers" USING btree ("created_at");