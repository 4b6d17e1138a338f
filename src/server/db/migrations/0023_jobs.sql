CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" uuid,
	"done_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("dead_at") WHERE "jobs"."dead_at" is not null;--> statement-breakpoint
-- The mail outbox's rows move over with their ids (a mail sent again keeps its Message-ID) and their
-- state: waiting mail keeps its rendered body; sent and failed mail keep only their kind, as the worker leaves them.
INSERT INTO "jobs" ("id", "kind", "payload", "created_at", "attempts", "run_at", "locked_until", "done_at", "dead_at", "last_error")
SELECT
	"id",
	CASE WHEN "kind" = 'reset_request' THEN 'reset_request' ELSE 'mail' END,
	CASE
		WHEN "kind" = 'reset_request' AND "sent_at" IS NULL AND "failed_at" IS NULL THEN jsonb_build_object('to', "to_address")
		WHEN "kind" = 'reset_request' THEN NULL
		WHEN "sent_at" IS NULL AND "failed_at" IS NULL THEN jsonb_build_object('kind', "kind", 'to', "to_address", 'subject', "subject", 'text', coalesce("text_body", ''), 'html', coalesce("html_body", ''))
		ELSE jsonb_build_object('kind', "kind")
	END,
	"created_at", "attempts", "next_attempt_at", "locked_until", "sent_at", "failed_at", "last_error"
FROM "mail_outbox";
