-- Lists page, sort and count in the database (issue 30): each list's default sort reads straight off
-- an index per company (and event), the id breaking ties: an event's subjects by name, its sends by
-- date (the old (company, event, send_date) index gains the id) or recipient, the chart by sort and
-- name. gift_events.subject_count is the subject list's total without a search, kept below.
DROP INDEX "gift_sends_company_event_idx";--> statement-breakpoint
ALTER TABLE "gift_events" ADD COLUMN "subject_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "groups_company_sort_idx" ON "groups" USING btree ("company_id","sort","name","id");--> statement-breakpoint
CREATE INDEX "gift_sends_company_event_name_idx" ON "gift_sends" USING btree ("company_id","event_id","recipient_name","id");--> statement-breakpoint
CREATE INDEX "gift_subjects_company_event_name_idx" ON "gift_subjects" USING btree ("company_id","event_id","name","id");--> statement-breakpoint
CREATE INDEX "gift_sends_company_event_idx" ON "gift_sends" USING btree ("company_id","event_id","send_date","id");--> statement-breakpoint
-- gift_events.subject_count follows gift_subjects. Statement triggers with transition tables adjust
-- each affected event once per statement (a 1,000-row chunk of an import is one UPDATE). A subject
-- never moves to another event, so updates need no trigger.
CREATE FUNCTION gift_subjects_count_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE gift_events SET subject_count = gift_events.subject_count + d.n
    FROM (SELECT event_id, count(*)::int AS n FROM new_rows GROUP BY event_id) d
    WHERE gift_events.id = d.event_id;
  ELSE
    UPDATE gift_events SET subject_count = gift_events.subject_count - d.n
    FROM (SELECT event_id, count(*)::int AS n FROM old_rows GROUP BY event_id) d
    WHERE gift_events.id = d.event_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gift_subjects_count_insert AFTER INSERT ON gift_subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_subjects_count_events();
--> statement-breakpoint
CREATE TRIGGER gift_subjects_count_delete AFTER DELETE ON gift_subjects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_subjects_count_events();
--> statement-breakpoint
UPDATE gift_events SET subject_count = (SELECT count(*) FROM gift_subjects WHERE gift_subjects.event_id = gift_events.id);
