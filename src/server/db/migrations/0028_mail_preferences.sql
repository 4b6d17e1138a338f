-- Decision 067 (issue 30 items 3 and 4): a person's opt-outs from optional notices, per event and channel,
-- and the time zone scheduled mail (the monthly report) is timed in, UTC until the browser's is saved.
CREATE TABLE "notice_opt_outs" (
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_opt_outs_user_id_event_channel_pk" PRIMARY KEY("user_id","event","channel"),
	CONSTRAINT "notice_opt_outs_via_check" CHECK ("notice_opt_outs"."via" in ('settings', 'unsubscribe'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_opt_outs" ADD CONSTRAINT "notice_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;