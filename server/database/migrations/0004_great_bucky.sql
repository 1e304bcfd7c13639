CREATE TABLE "coupons" (
	"name" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"email" text,
	"from_amount" integer,
	"to_amount" integer,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"total_uses_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer,
	"discount_amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount" CHECK ("coupons"."discount_percent" IS NOT NULL OR "coupons"."discount_amount" IS NOT NULL),
	CONSTRAINT "coupons_discount_percent" CHECK ("coupons"."discount_percent" IS NULL OR "coupons"."discount_percent" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_discount_amount" CHECK ("coupons"."discount_amount" IS NULL OR "coupons"."discount_amount" >= 1),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."times_used" >= 0 AND ("coupons"."total_uses_limit" IS NULL OR "coupons"."total_uses_limit" >= 0))
);
