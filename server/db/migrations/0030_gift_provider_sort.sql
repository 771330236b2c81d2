-- The provider console's gift lists span every company: their default sorts (events newest first,
-- orders by send date, the id breaking ties) read straight off an index instead of sorting all rows.
CREATE INDEX gift_events_created_id_idx ON gift_events (created_at, id);--> statement-breakpoint
CREATE INDEX gift_sends_send_date_id_idx ON gift_sends (send_date, id);
