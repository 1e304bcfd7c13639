CREATE TABLE "assistance_mails" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistance_mails" ADD CONSTRAINT "assistance_mails_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;