CREATE TABLE "notice_log" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"nudge" boolean NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retake_reminders" (
	"user_id" uuid NOT NULL,
	"assessment_type" text NOT NULL,
	"due_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retake_reminders_user_id_assessment_type_pk" PRIMARY KEY("user_id","assessment_type")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "quiet_from" text DEFAULT '22:00';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "quiet_to" text DEFAULT '08:00';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prayer_city" text;--> statement-breakpoint
ALTER TABLE "notice_log" ADD CONSTRAINT "notice_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retake_reminders" ADD CONSTRAINT "retake_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_log_user_sent_idx" ON "notice_log" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_quiet_hours_check" CHECK (("profiles"."quiet_from" is null) = ("profiles"."quiet_to" is null) and ("profiles"."quiet_from" is null or ("profiles"."quiet_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "profiles"."quiet_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')));