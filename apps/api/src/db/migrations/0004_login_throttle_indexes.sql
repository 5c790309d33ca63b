DROP INDEX "login_attempts_login_id_created_at_index";--> statement-breakpoint
DROP INDEX "login_attempts_address_created_at_index";--> statement-breakpoint
CREATE INDEX "login_attempts_kind_login_id_created_at_index" ON "login_attempts" USING btree ("kind","login_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_kind_address_created_at_index" ON "login_attempts" USING btree ("kind","address","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_kind_login_id_address_created_at_index" ON "login_attempts" USING btree ("kind","login_id","address","created_at");