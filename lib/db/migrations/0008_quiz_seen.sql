CREATE TABLE "quiz_seen" (
	"user_id" integer NOT NULL,
	"canonical" text NOT NULL,
	"question_key" text NOT NULL,
	"bank_id" text,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_seen_user_id_canonical_question_key_pk" PRIMARY KEY("user_id","canonical","question_key")
);
--> statement-breakpoint
ALTER TABLE "quiz_question" ADD COLUMN "repeat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_seen" ADD CONSTRAINT "quiz_seen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_seen_recent_idx" ON "quiz_seen" USING btree ("user_id","canonical","last_seen_at");--> statement-breakpoint
-- Backfill: what each user was asked so far, per skill identity; the key is the text's SHA-256, as lib/quiz/seen.ts computes it.
INSERT INTO "quiz_seen" ("user_id", "canonical", "question_key", "bank_id", "question", "topic", "first_seen_at", "last_seen_at")
SELECT q."user_id", s."canonical", encode(sha256(convert_to(q."question", 'UTF8')), 'hex'), max(q."bank_id"), q."question", max(q."topic"), min(q."asked_at"), max(q."asked_at")
FROM "quiz_question" q JOIN "skill" s ON s."id" = q."skill_id"
GROUP BY q."user_id", s."canonical", q."question";--> statement-breakpoint
-- and which askings were repeats (an earlier asking of the same skill with the same text or bank id), as the answer used to work out.
UPDATE "quiz_question" q SET "repeat" = true
WHERE EXISTS (SELECT 1 FROM "quiz_question" e WHERE e."user_id" = q."user_id" AND e."skill_id" = q."skill_id" AND e."id" < q."id" AND (e."question" = q."question" OR e."bank_id" = q."bank_id"));
