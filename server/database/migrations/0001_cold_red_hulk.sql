CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"founded" integer,
	"active" boolean DEFAULT true NOT NULL,
	"excerpt" text,
	"description" text DEFAULT '' NOT NULL,
	"logo_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_related_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_related_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"port_code" text NOT NULL,
	"kind" text DEFAULT 'domestic' NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"excerpt" text,
	"description" text DEFAULT '' NOT NULL,
	"latitude" text,
	"longitude" text,
	"large_image_id" integer,
	"small_image_id" integer,
	"og_image_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text,
	"seed_key" text,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"body" text DEFAULT '' NOT NULL,
	"company_code" text,
	"discount_percent" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"image_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"body" text DEFAULT '' NOT NULL,
	"author" text,
	"tags" text,
	"category_id" integer,
	"published_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"main_image_id" integer,
	"og_image_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"original_id" integer,
	"language_code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"from_port_code" text NOT NULL,
	"to_port_code" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"duration_minutes" integer,
	"distance_miles" integer,
	"excerpt" text,
	"description" text DEFAULT '' NOT NULL,
	"large_image_id" integer,
	"small_image_id" integer,
	"og_image_id" integer,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_related_destinations" ADD CONSTRAINT "destination_related_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_related_destinations" ADD CONSTRAINT "destination_related_destinations_related_id_destinations_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_related_routes" ADD CONSTRAINT "destination_related_routes_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_related_routes" ADD CONSTRAINT "destination_related_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_large_image_id_files_id_fk" FOREIGN KEY ("large_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_small_image_id_files_id_fk" FOREIGN KEY ("small_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_og_image_id_files_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_main_image_id_files_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_og_image_id_files_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_large_image_id_files_id_fk" FOREIGN KEY ("large_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_small_image_id_files_id_fk" FOREIGN KEY ("small_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_og_image_id_files_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_language_slug_idx" ON "categories" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_language_slug_idx" ON "companies" USING btree ("language_code","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_language_code_idx" ON "companies" USING btree ("language_code","code");--> statement-breakpoint
CREATE INDEX "companies_original_idx" ON "companies" USING btree ("original_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_related_destinations_pair_idx" ON "destination_related_destinations" USING btree ("destination_id","related_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_related_routes_pair_idx" ON "destination_related_routes" USING btree ("destination_id","route_id");--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_language_slug_idx" ON "destinations" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "destinations_original_idx" ON "destinations" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "destinations_port_idx" ON "destinations" USING btree ("port_code");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_language_slug_idx" ON "offers" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "offers_original_idx" ON "offers" USING btree ("original_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_language_slug_idx" ON "posts" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "posts_original_idx" ON "posts" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_language_slug_idx" ON "routes" USING btree ("language_code","slug");--> statement-breakpoint
CREATE INDEX "routes_original_idx" ON "routes" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "routes_ports_idx" ON "routes" USING btree ("from_port_code","to_port_code");