ALTER TABLE "loan_orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_applied_ip_idx" ON "audit_log" USING btree ("ip","at") WHERE "audit_log"."action" = 'loan.applied';--> statement-breakpoint
CREATE INDEX "audit_log_reuse_number_idx" ON "audit_log" USING btree (("detail"->>'number')) WHERE "audit_log"."action" = 'identity.reuseRefused';--> statement-breakpoint
CREATE INDEX "device_activations_device_idx" ON "device_activations" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_activations_afid_idx" ON "device_activations" USING btree ("afid") WHERE "device_activations"."afid" is not null;