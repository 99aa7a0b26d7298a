-- Value rules the database itself enforces, so no code path can store impossible values.
-- (Prisma does not model CHECK constraints, so they live only here, and the schema diff ignores them.)
ALTER TABLE "User" ADD CONSTRAINT "User_age_range" CHECK ("age" IS NULL OR "age" BETWEEN 16 AND 80);
ALTER TABLE "User" ADD CONSTRAINT "User_mobileNumber_format" CHECK ("mobileNumber" ~ '^[6-9][0-9]{9}$');
ALTER TABLE "User" ADD CONSTRAINT "User_pincode_format" CHECK ("pincode" IS NULL OR "pincode" ~ '^[0-9]{6}$');
ALTER TABLE "User" ADD CONSTRAINT "User_rating_range" CHECK ("rating" IS NULL OR "rating" BETWEEN 0 AND 5);
ALTER TABLE "UserSkill" ADD CONSTRAINT "UserSkill_experience_range" CHECK ("experience" BETWEEN 0 AND 100);
ALTER TABLE "UserSkill" ADD CONSTRAINT "UserSkill_experienceYears_range" CHECK ("experienceYears" >= 0);
ALTER TABLE "Job" ADD CONSTRAINT "Job_dailyRate_positive" CHECK ("dailyRate" > 0);
ALTER TABLE "Job" ADD CONSTRAINT "Job_duration_range" CHECK ("duration" BETWEEN 1 AND 365);
ALTER TABLE "Job" ADD CONSTRAINT "Job_workersNeeded_positive" CHECK ("workersNeeded" >= 1);
ALTER TABLE "Application" ADD CONSTRAINT "Application_requestedRate_positive" CHECK ("requestedRate" > 0);
ALTER TABLE "Course" ADD CONSTRAINT "Course_price_free" CHECK ("price" >= 0 AND "isFree" = ("price" = 0));
ALTER TABLE "Course" ADD CONSTRAINT "Course_duration_range" CHECK ("duration" BETWEEN 1 AND 365);
ALTER TABLE "Course" ADD CONSTRAINT "Course_currentEnrollments_nonnegative" CHECK ("currentEnrollments" >= 0);
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_rating_range" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5);
