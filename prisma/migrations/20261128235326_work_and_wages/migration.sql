-- CreateEnum
CREATE TYPE "PaymentTiming" AS ENUM ('on_time', 'late');

-- CreateEnum
CREATE TYPE "WorkDayStatus" AS ENUM ('marked', 'confirmed', 'disputed');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('cash', 'upi');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationEvent" ADD VALUE 'work_day_marked';
ALTER TYPE "NotificationEvent" ADD VALUE 'work_day_disputed';
ALTER TYPE "NotificationEvent" ADD VALUE 'payment_recorded';
ALTER TYPE "NotificationEvent" ADD VALUE 'payment_overdue';

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "overdueRemindedFor" DATE,
ADD COLUMN     "paymentTiming" "PaymentTiming";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "paidLateCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paidOnTimeCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "upiId" TEXT;

-- CreateTable
CREATE TABLE "WorkDay" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "halves" INTEGER NOT NULL,
    "status" "WorkDayStatus" NOT NULL DEFAULT 'marked',
    "note" TEXT,
    "markedAt" TIMESTAMP(3) NOT NULL,
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "WorkDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WageExtra" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WageExtra_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WagePayment" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "amountPaise" INTEGER NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "reference" TEXT,
    "paidAt" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "WagePayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkStatement" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "laborerId" INTEGER NOT NULL,
    "fromDate" DATE NOT NULL,
    "toDate" DATE NOT NULL,
    "jobs" INTEGER NOT NULL,
    "halves" INTEGER NOT NULL,
    "earnedPaise" INTEGER NOT NULL,
    "paidPaise" INTEGER NOT NULL,
    "duePaise" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkStatement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkDay_date_idx" ON "WorkDay"("date");

-- CreateIndex
CREATE UNIQUE INDEX "WorkDay_applicationId_date_key" ON "WorkDay"("applicationId", "date");

-- CreateIndex
CREATE INDEX "WageExtra_applicationId_idx" ON "WageExtra"("applicationId");

-- CreateIndex
CREATE INDEX "WagePayment_applicationId_idx" ON "WagePayment"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "WorkStatement_code_key" ON "WorkStatement"("code");

-- CreateIndex
CREATE INDEX "WorkStatement_laborerId_idx" ON "WorkStatement"("laborerId");

-- AddForeignKey
ALTER TABLE "WorkDay" ADD CONSTRAINT "WorkDay_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WageExtra" ADD CONSTRAINT "WageExtra_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WagePayment" ADD CONSTRAINT "WagePayment_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkStatement" ADD CONSTRAINT "WorkStatement_laborerId_fkey" FOREIGN KEY ("laborerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A day is a full day (2 halves) or a half (1); money is a positive whole number of paise.
ALTER TABLE "WorkDay" ADD CONSTRAINT "WorkDay_halves_check" CHECK ("halves" IN (1, 2));
ALTER TABLE "WageExtra" ADD CONSTRAINT "WageExtra_amountPaise_check" CHECK ("amountPaise" > 0);
ALTER TABLE "WagePayment" ADD CONSTRAINT "WagePayment_amountPaise_check" CHECK ("amountPaise" > 0);

-- One job per marked day: when its balance would be overdue, remind both parties if it is.
SELECT pgboss.create_queue('wage-due', '{"policy":"standard","retryLimit":6,"retryDelay":10,"retryBackoff":true,"retryDelayMax":600,"expireInSeconds":120}'::jsonb);
