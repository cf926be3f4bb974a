-- Matching at scale (issue 21 item 4). Every profile written since it was last matched waits in
-- match_profile_queue, whoever wrote it: the API, the bulk seeder, an import or a direct SQL statement. Statement
-- triggers (transition tables: one INSERT … SELECT per statement, not per row) queue the profile on any write to
-- the profile or to the rows the score reads (skills, languages, work experiences); the background sweep
-- (modules/matching/sweep.ts) scores the queued profiles and forgets an entry only if its seq is still the one it
-- read, so a write that lands while the profile is being scored queues it again.
CREATE SEQUENCE "match_profile_queue_seq";--> statement-breakpoint
CREATE TABLE "match_profile_queue" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);--> statement-breakpoint
-- The score of the KEPT_PER_POSITION-th best row of each ranked position (written with the ranking): a profile
-- scored on its own writes a row only where it reaches it, so scoring profiles one by one never grows a ranking
-- far beyond what the position keeps.
CREATE TABLE "match_position_floor" (
	"position_id" integer PRIMARY KEY NOT NULL REFERENCES "position"("id") ON DELETE CASCADE,
	"score" smallint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION match_queue_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_profile_queue (profile_id, seq)
  SELECT c.id, nextval('match_profile_queue_seq') FROM (SELECT DISTINCT id FROM changed_profiles) c
  ON CONFLICT (profile_id) DO UPDATE SET seq = excluded.seq;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_queue_profile_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_profile_queue (profile_id, seq)
  SELECT c.profile_id, nextval('match_profile_queue_seq') FROM (SELECT DISTINCT profile_id FROM changed_rows) c
  ON CONFLICT (profile_id) DO UPDATE SET seq = excluded.seq;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER match_queue_profile_insert AFTER INSERT ON "profile"
  REFERENCING NEW TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profiles();--> statement-breakpoint
CREATE TRIGGER match_queue_profile_update AFTER UPDATE ON "profile"
  REFERENCING NEW TABLE AS changed_profiles FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profiles();--> statement-breakpoint
CREATE TRIGGER match_queue_skill_insert AFTER INSERT ON "profile_skill"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_skill_update AFTER UPDATE ON "profile_skill"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_skill_delete AFTER DELETE ON "profile_skill"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_language_insert AFTER INSERT ON "profile_language"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_language_update AFTER UPDATE ON "profile_language"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_language_delete AFTER DELETE ON "profile_language"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_experience_insert AFTER INSERT ON "profile_experience"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_experience_update AFTER UPDATE ON "profile_experience"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
CREATE TRIGGER match_queue_experience_delete AFTER DELETE ON "profile_experience"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION match_queue_profile_rows();--> statement-breakpoint
-- Profiles already in the database were matched by their own saves, except those that arrived without one (the
-- bulk seeder, imports): all of them are queued once, and the sweep's first rounds rank the open positions again
-- (a backlog this size is caught up position by position, not profile by profile).
INSERT INTO match_profile_queue (profile_id, seq) SELECT id, nextval('match_profile_queue_seq') FROM "profile";
