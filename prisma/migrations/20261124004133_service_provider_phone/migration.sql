-- AlterTable
ALTER TABLE "ServiceProvider" ADD COLUMN     "phoneNumber" TEXT;

-- The demo businesses of databases seeded before this column get their sample numbers too.
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000001' WHERE "businessName" = 'Cauvery Seed Drill Services' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000002' WHERE "businessName" = 'Malnad Mechanised Planting' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000003' WHERE "businessName" = 'Hubballi Tractor and Rotavator Hire' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000004' WHERE "businessName" = 'Kolar Power Tiller Services' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000005' WHERE "businessName" = 'Krishna Valley Combine Harvesters' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000006' WHERE "businessName" = 'Tungabhadra Harvest Crew' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000007' WHERE "businessName" = 'Raitha Mitra Farm Transport' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000008' WHERE "businessName" = 'Coastal Coconut and Areca Care' AND "phoneNumber" IS NULL;
UPDATE "ServiceProvider" SET "phoneNumber" = '9845000009' WHERE "businessName" = 'Green Valley Orchard Services' AND "phoneNumber" IS NULL;
