CREATE TABLE "weekly_plan_check_ins" (
	"plan_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rating" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_plan_check_ins_plan_id_week_user_id_pk" PRIMARY KEY("plan_id","week","user_id"),
	CONSTRAINT "weekly_plan_check_ins_status_check" CHECK ("weekly_plan_check_ins"."status" in ('done', 'skipped')),
	CONSTRAINT "weekly_plan_check_ins_rating_check" CHECK ("weekly_plan_check_ins"."rating" is null or ("weekly_plan_check_ins"."status" = 'done' and "weekly_plan_check_ins"."rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "weekly_plan_sharing" (
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_plan_sharing_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_plan_weeks" (
	"plan_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"exercise_key" text NOT NULL,
	"bank_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_plan_weeks_plan_id_week_pk" PRIMARY KEY("plan_id","week"),
	CONSTRAINT "weekly_plan_weeks_week_check" CHECK ("weekly_plan_weeks"."week" >= 1)
);
--> statement-breakpoint
CREATE TABLE "weekly_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"couple_link_id" uuid,
	"assessment_type" text NOT NULL,
	"focus" jsonb NOT NULL,
	"source_id" uuid NOT NULL,
	"source_completed_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_plans_owner_check" CHECK (("weekly_plans"."kind" = 'individual' and "weekly_plans"."user_id" is not null and "weekly_plans"."couple_link_id" is null) or ("weekly_plans"."kind" = 'couple' and "weekly_plans"."couple_link_id" is not null and "weekly_plans"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "weekly_plan_check_ins" ADD CONSTRAINT "weekly_plan_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plan_check_ins" ADD CONSTRAINT "weekly_plan_check_ins_plan_id_week_weekly_plan_weeks_plan_id_week_fk" FOREIGN KEY ("plan_id","week") REFERENCES "public"."weekly_plan_weeks"("plan_id","week") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plan_sharing" ADD CONSTRAINT "weekly_plan_sharing_plan_id_weekly_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."weekly_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plan_sharing" ADD CONSTRAINT "weekly_plan_sharing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plan_weeks" ADD CONSTRAINT "weekly_plan_weeks_plan_id_weekly_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."weekly_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plans" ADD CONSTRAINT "weekly_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_plans" ADD CONSTRAINT "weekly_plans_couple_link_id_couple_links_id_fk" FOREIGN KEY ("couple_link_id") REFERENCES "public"."couple_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_plans_individual_idx" ON "weekly_plans" USING btree ("user_id","assessment_type") WHERE "weekly_plans"."kind" = 'individual';--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_plans_couple_idx" ON "weekly_plans" USING btree ("couple_link_id","assessment_type") WHERE "weekly_plans"."kind" = 'couple';