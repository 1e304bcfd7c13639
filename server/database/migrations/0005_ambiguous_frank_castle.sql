ALTER TABLE "one_time_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "session_hash" text;