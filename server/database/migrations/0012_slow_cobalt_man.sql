CREATE TABLE "demo_operator_holds" (
	"reference" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"sailing_id" text NOT NULL,
	"company" text NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"units" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmation" jsonb,
	"cancellation" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_operator_inventory" (
	"sailing_id" text NOT NULL,
	"code" text NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_operator_inventory_sailing_id_code_pk" PRIMARY KEY("sailing_id","code")
);
--> statement-breakpoint
CREATE INDEX "demo_operator_holds_due_idx" ON "demo_operator_holds" USING btree ("expires_at") WHERE "demo_operator_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "demo_operator_holds_sailing_idx" ON "demo_operator_holds" USING btree ("sailing_id") WHERE "demo_operator_holds"."status" = 'held';