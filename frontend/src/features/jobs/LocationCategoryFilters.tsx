import { SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { JobCategory } from "@rules/job-categories.ts";
import { JobCategorySelect } from "./JobCategorySelect.tsx";
import { SearchForm } from "../../components/filters/SearchForm.tsx";

/** The location text and category filters of /all-jobs and /test-jobs. */
export function LocationCategoryFilters({
  location,
  category,
  onChange,
}: {
  location: string;
  category: JobCategory | null;
  onChange: (changes: { location?: string; category?: JobCategory | null }) => void;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
      <SearchForm
        label={t`Location`}
        placeholder={t`e.g. Mandya`}
        value={location}
        onSearch={(l) => onChange({ location: l })}
      />
      <JobCategorySelect value={category} onChange={(c) => onChange({ category: c })} />
    </SimpleGrid>
  );
}
