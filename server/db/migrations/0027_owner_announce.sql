-- The route layer remembers which company each checked path id belongs to (server/api/ownerMemo.ts).
-- A row's company is set when it is made and ids are never reused; what could still make a
-- remembered owner untrue (a delete, a truncate, an update that sets company_id) is announced at
-- commit on channel portal_rows with the table's name, by any statement in any process, so that
-- every server forgets that table's owners. One announcement per statement: a delete of many rows
-- costs one notification, and notifications of one transaction with the same name are merged.
CREATE FUNCTION notify_rows_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_rows', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_members_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER groups_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER manager_invitations_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON manager_invitations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER branches_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER company_services_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON company_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER stored_files_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON stored_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER gift_events_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON gift_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER gift_subjects_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON gift_subjects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER gift_sends_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON gift_sends
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER payment_methods_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER service_deliveries_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON service_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_warehouses_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_warehouses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_locations_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_products_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_receipts_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_receipts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_receipt_lines_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_receipt_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_stock_checks_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_stock_checks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_stock_check_details_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_stock_check_details
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER wms_stock_transfers_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON wms_stock_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER buy_requests_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON buy_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER buy_comments_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON buy_comments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER buy_orders_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON buy_orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER buy_order_items_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON buy_order_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER buy_budgets_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON buy_budgets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER billing_lines_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON billing_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
--> statement-breakpoint
CREATE TRIGGER invoices_rows_gone AFTER DELETE OR TRUNCATE OR UPDATE OF company_id ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_gone();
