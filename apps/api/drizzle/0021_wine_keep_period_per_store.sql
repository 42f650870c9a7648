ALTER TABLE "stores" ADD COLUMN "wine_keep_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
-- Edited by hand: keeps made before this migration all got the chain's 90 days (decision 408), so
-- they are filled with 90; the column then has no default (a new keep always names its period).
ALTER TABLE "wine_keeps" ADD COLUMN "keep_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_keeps" ALTER COLUMN "keep_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_wine_keep_days_ck" CHECK ("stores"."wine_keep_days" between 1 and 365);
