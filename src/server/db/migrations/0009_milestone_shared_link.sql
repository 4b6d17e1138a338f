ALTER TABLE "milestones" ADD COLUMN "shared_link_id" uuid;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_shared_link_id_couple_links_id_fk" FOREIGN KEY ("shared_link_id") REFERENCES "public"."couple_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_shared_link_id_idx" ON "milestones" USING btree ("shared_link_id");--> statement-breakpoint
-- A share now belongs to one link. Milestones shared before are attached to their owner's current link,
-- the partner who may see them today; with no active link they become private, so no later partner sees them.
UPDATE "milestones" SET "shared_link_id" = p."link_id"
FROM "partners" p WHERE p."user_id" = "milestones"."user_id" AND "milestones"."shared_with_partner";--> statement-breakpoint
ALTER TABLE "milestones" DROP COLUMN "shared_with_partner";
