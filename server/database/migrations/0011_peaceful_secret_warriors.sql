CREATE TABLE "test_processor_attempts" (
	"attempt_id" text PRIMARY KEY NOT NULL,
	"amount" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"tx_id" text,
	"payment_ref" text,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_processor_attempts_refunded_check" CHECK ("test_processor_attempts"."refunded" >= 0 AND "test_processor_attempts"."refunded" <= "test_processor_attempts"."captured")
);
--> statement-breakpoint
CREATE TABLE "test_processor_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_processor_refunds_amount_check" CHECK ("test_processor_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_processor_refunds" ADD CONSTRAINT "test_processor_refunds_attempt_id_test_processor_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_processor_attempts"("attempt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_processor_attempts_updated_idx" ON "test_processor_attempts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_processor_refunds_key_idx" ON "test_processor_refunds" USING btree ("attempt_id","idempotency_key");