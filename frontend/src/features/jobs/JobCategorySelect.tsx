import { Field, NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { JOB_CATEGORIES, type JobCategory } from "@rules/job-categories.ts";
import { JOB_CATEGORY_LABELS, parseJobCategory } from "./jobCategories.ts";

/** A labelled 'Category' select: 'All Categories' (value 'all') and the job categories. */
export function JobCategorySelect({
  value,
  onChange,
}: {
  value: JobCategory | null;
  onChange: (value: JobCategory | null) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root>
      <Field.Label>{i18n._(msg`Category`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          minH="44px"
          value={value ?? "all"}
          onChange={(e) => onChange(parseJobCategory(e.target.value))}
        >
          <option value="all">{i18n._(msg`All Categories`)}</option>
          {JOB_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n._(JOB_CATEGORY_LABELS[category])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
