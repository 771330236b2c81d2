-- gift/list's default sort (newest first, id breaking ties), read straight off an index per company.
CREATE INDEX gift_events_company_created_id_idx ON gift_events (company_id, created_at, id);
