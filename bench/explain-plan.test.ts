import { describe, expect, it } from "vitest";
import { executionMs, hasSeqScan, planNodes, tableAccesses } from "./explain-plan.ts";

// Plans as PostgreSQL 15 printed them for the benchmark's searches (EXPLAIN (ANALYZE, BUFFERS)).
const INDEX_PLAN = ` Limit  (cost=1.12..16.64 rows=21 width=12) (actual time=0.239..0.241 rows=21 loops=1)
   Buffers: shared hit=9 read=25 written=20
   ->  Incremental Sort  (cost=1.12..20301.98 rows=27477 width=12) (actual time=0.238..0.239 rows=21 loops=1)
         Sort Key: "createdAt" DESC, id DESC
         ->  Index Scan using "Job_status_category_createdAt_idx" on "Job" j  (cost=0.42..19065.55 rows=27477 width=12) (actual time=0.042..0.199 rows=22 loops=1)
               Index Cond: ((status = 'active'::"JobStatus") AND (category = 'horticulture'::"JobCategory"))
 Planning Time: 1.734 ms
 Execution Time: 0.265 ms`;

const BITMAP_PLAN = ` Aggregate  (cost=7584.42..7584.43 rows=1 width=8) (actual time=103.463..103.466 rows=1 loops=1)
   ->  Bitmap Heap Scan on "Job"  (cost=772.70..7469.83 rows=45836 width=0) (actual time=8.436..101.694 rows=46029 loops=1)
         Recheck Cond: ((status = 'active'::"JobStatus") AND ("dailyRate" >= 500) AND ("dailyRate" < 700))
         ->  Bitmap Index Scan on "Job_status_dailyRate_idx"  (cost=0.00..761.25 rows=45836 width=0) (actual time=5.825..5.827 rows=46029 loops=1)
 Execution Time: 103.537 ms`;

const SEQ_PLAN = ` Limit  (cost=0.00..40.10 rows=21 width=12) (actual time=0.010..3.000 rows=21 loops=1)
   ->  Nested Loop  (cost=0.00..999.00 rows=500 width=12)
         ->  Seq Scan on "Job"  (cost=0.00..900.00 rows=500 width=12) (actual time=0.010..2.900 rows=21 loops=1)
               Filter: ("isUrgent" AND (status = 'active'::"JobStatus"))
         ->  Index Scan using "User_pkey" on "User" u  (cost=0.29..0.31 rows=1 width=4)
 Execution Time: 3.1 ms`;

describe("planNodes", () => {
  it("lists the nodes top down without their costs or details", () => {
    expect(planNodes(INDEX_PLAN)).toEqual([
      "Limit",
      "Incremental Sort",
      'Index Scan using "Job_status_category_createdAt_idx" on "Job" j',
    ]);
  });
});

describe("tableAccesses", () => {
  it("names the index an index scan uses", () => {
    expect(tableAccesses(INDEX_PLAN, "Job")).toEqual(["Index Scan Job_status_category_createdAt_idx"]);
  });

  it("keeps a bitmap scan's heap and index parts", () => {
    expect(tableAccesses(BITMAP_PLAN, "Job")).toEqual([
      "Bitmap Heap Scan Job",
      "Bitmap Index Scan Job_status_dailyRate_idx",
    ]);
  });

  it("leaves out other tables", () => {
    expect(tableAccesses(SEQ_PLAN, "Job")).toEqual(["Seq Scan Job"]);
    expect(tableAccesses(SEQ_PLAN, "User")).toEqual(["Index Scan User_pkey"]);
  });
});

describe("hasSeqScan", () => {
  it("is true only for a plan reading the table row by row", () => {
    expect(hasSeqScan(SEQ_PLAN, "Job")).toBe(true);
    expect(hasSeqScan(SEQ_PLAN, "User")).toBe(false);
    expect(hasSeqScan(INDEX_PLAN, "Job")).toBe(false);
    expect(hasSeqScan(BITMAP_PLAN, "Job")).toBe(false);
  });
});

describe("executionMs", () => {
  it("reads the execution time, or null when the plan was not run", () => {
    expect(executionMs(BITMAP_PLAN)).toBe(103.537);
    expect(executionMs(" Limit  (cost=0.00..1.00 rows=1 width=4)")).toBeNull();
  });
});
