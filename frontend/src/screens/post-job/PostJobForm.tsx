import { SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { JOB_CATEGORIES } from "@rules/job-categories.ts";
import { JOB_LIMITS } from "@rules/job.ts";
import type { FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { PostJobForm_job$key } from "../../__generated__/PostJobForm_job.graphql.ts";
import type { PostJobForm_viewer$key } from "../../__generated__/PostJobForm_viewer.graphql.ts";
import type { PostJobFormCreateMutation } from "../../__generated__/PostJobFormCreateMutation.graphql.ts";
import type { PostJobFormUpdateMutation } from "../../__generated__/PostJobFormUpdateMutation.graphql.ts";
import type { RequiredSkillsField_query$key } from "../../__generated__/RequiredSkillsField_query.graphql.ts";
import { JOB_CATEGORY_LABELS } from "../../features/jobs/public-categories.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { indiaToday } from "../../format/dates.ts";
import {
  ChoiceCheckbox,
  FormActions,
  FormField,
  FormSection,
  useCheckedForm,
  useMutationForm,
} from "../../features/forms/index.ts";
import { PlaceFields } from "../../features/places/index.ts";
import { offerPush } from "../../features/push/index.ts";
import {
  fieldOf,
  newJobValues,
  POST_JOB_FIELDS,
  type PostJobField,
  type PostJobValues,
  savedJobValues,
  toCreateInput,
  toUpdateInput,
  validatePostJob,
} from "./postJobForm.ts";
import { RequiredSkillsField } from "./RequiredSkillsField.tsx";

/** Where the employer goes once the job is saved: the dashboard, which reads its lists afresh. */
export const AFTER_SAVE_PATH = "/employer-dashboard";

type Props = {
  /** Whose place a new job starts from. */
  viewer: PostJobForm_viewer$key;
  /** The skills catalogue. */
  query: RequiredSkillsField_query$key;
  /** The job to change; a new job when absent. */
  job?: PostJobForm_job$key | null;
};

/**
 * Post a job (createJob) or change one (updateJob): every field of a job, checked as the employer types by the
 * rules the server applies, with the server's own field messages under the fields when it refuses. Saved, it
 * toasts and goes to the dashboard.
 */
export function PostJobForm({ viewer: viewerRef, query, job: jobRef = null }: Props) {
  const { t, i18n } = useLingui();
  const viewer = useFragment(
    graphql`
      fragment PostJobForm_viewer on User {
        state
        district
        cityVillage
      }
    `,
    viewerRef,
  );
  const job = useFragment(
    graphql`
      fragment PostJobForm_job on Job {
        id
        title
        description
        category
        location
        state
        district
        dailyRate
        isRateNegotiable
        duration
        startDate
        workersNeeded
        workingHours
        isUrgent
        accommodationProvided
        mealsProvided
        equipmentProvided
        transportationProvided
        requiredSkills {
          id
        }
      }
    `,
    jobRef,
  );
  const [create] = useMutation<PostJobFormCreateMutation>(graphql`
    mutation PostJobFormCreateMutation($input: CreateJobInput!) {
      createJob(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCreateJobSuccess {
          data {
            id
            title
            status
          }
        }
      }
    }
  `);
  const [update] = useMutation<PostJobFormUpdateMutation>(graphql`
    mutation PostJobFormUpdateMutation($id: ID!, $input: UpdateJobInput!) {
      updateJob(id: $id, input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateJobSuccess {
          data {
            id
            status
            reviewReason
            ...PostJobForm_job
          }
        }
      }
    }
  `);

  const savedStartDate = job?.startDate ? job.startDate.slice(0, 10) : null;
  const form = useCheckedForm<PostJobValues, PostJobField>(
    () => (job ? savedJobValues(job) : newJobValues(viewer)),
    (values) => validatePostJob(values, indiaToday(), savedStartDate),
  );
  const { values, shown } = form;
  const save = useMutationForm(form, {
    fields: POST_JOB_FIELDS,
    failure: {
      title: job ? t`Could not save the job` : t`Could not post the job`,
      fallback: t`Please check the form and try again.`,
    },
    leaveTo: AFTER_SAVE_PATH,
    // A posted job (not an edit) offers notifications on this phone, asked once per browser.
    onSaved: job ? undefined : () => offerPush("job"),
  });

  /** Changes values; the fields they belong to count as edited (the village's is the location). */
  function change(next: Partial<PostJobValues>) {
    form.change(next, ...Object.keys(next).map((key) => fieldOf(key as keyof PostJobValues)));
  }

  /** A job that seems to ask workers to pay is saved but held: only its employer sees it. */
  function heldToast() {
    return {
      title: t`Job under review`,
      description: t`It seems to ask workers to pay, so only you can see it. Edit it to take that out.`,
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (job) {
      save.send({
        commit: update,
        variables: { id: job.id, input: toUpdateInput(values, savedStartDate) },
        result: (response) => response.updateJob,
        success: "MutationUpdateJobSuccess",
        saved: (response) =>
          response.updateJob.data?.status === "under_review"
            ? heldToast()
            : { title: t`Job Updated`, description: t`Your changes are saved.` },
      });
    } else {
      save.send({
        commit: create,
        variables: { input: toCreateInput(values) },
        result: (response) => response.createJob,
        success: "MutationCreateJobSuccess",
        saved: (response) =>
          response.createJob.data?.status === "under_review"
            ? heldToast()
            : { title: t`Job Posted`, description: t`Your job is live. Workers can now apply.` },
      });
    }
  }

  const number = (field: "dailyRate" | "duration" | "workersNeeded") => (text: string) => change({ [field]: text });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormSection title={<Trans>Job details</Trans>}>
          <FormField
            label={<Trans>Job title</Trans>}
            value={values.title}
            maxLength={JOB_LIMITS.titleMax}
            placeholder={t`e.g. Paddy transplanting`}
            error={shown("title")}
            onChange={(title) => change({ title })}
          />
          <OptionSelect
            label={<Trans>Category</Trans>}
            placeholder={t`Select category`}
            options={JOB_CATEGORIES.map((category) => ({
              value: category,
              label: i18n._(JOB_CATEGORY_LABELS[category]),
            }))}
            value={values.category}
            error={shown("category")}
            onChange={(category) => change({ category: category as PostJobValues["category"] })}
          />
          <FormField
            label={<Trans>Description</Trans>}
            value={values.description}
            multiline
            maxLength={JOB_LIMITS.descriptionMax}
            helper={<Trans>Optional: the work, the crop and anything workers should know.</Trans>}
            error={shown("description")}
            onChange={(description) => change({ description })}
          />
        </FormSection>

        <FormSection title={<Trans>Where</Trans>}>
          <PlaceFields
            maxLength={JOB_LIMITS.placeMax}
            value={{ state: values.state, district: values.district, village: values.village }}
            errors={{ state: shown("state"), district: shown("district"), village: shown("location") }}
            onChange={(next) => change(next)}
          />
        </FormSection>

        <FormSection title={<Trans>Pay and timing</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={<Trans>Daily rate (₹)</Trans>}
              value={values.dailyRate}
              inputMode="numeric"
              placeholder="600"
              error={shown("dailyRate")}
              onChange={number("dailyRate")}
            />
            <FormField
              label={<Trans>Duration (days)</Trans>}
              value={values.duration}
              inputMode="numeric"
              placeholder="7"
              error={shown("duration")}
              onChange={number("duration")}
            />
            <FormField
              label={<Trans>Start date</Trans>}
              type="date"
              value={values.startDate}
              min={indiaToday()}
              helper={<Trans>Optional: leave empty if not decided.</Trans>}
              error={shown("startDate")}
              onChange={(startDate) => change({ startDate })}
            />
            <FormField
              label={<Trans>Workers needed</Trans>}
              value={values.workersNeeded}
              inputMode="numeric"
              error={shown("workersNeeded")}
              onChange={number("workersNeeded")}
            />
            <FormField
              label={<Trans>Working hours</Trans>}
              value={values.workingHours}
              maxLength={JOB_LIMITS.workingHoursMax}
              placeholder={t`e.g. 7 AM - 3 PM`}
              helper={<Trans>Optional</Trans>}
              error={shown("workingHours")}
              onChange={(workingHours) => change({ workingHours })}
            />
          </SimpleGrid>
          <ChoiceCheckbox
            label={<Trans>Rate is negotiable</Trans>}
            checked={values.isRateNegotiable}
            onChange={(isRateNegotiable) => change({ isRateNegotiable })}
          />
          <ChoiceCheckbox
            label={<Trans>Urgent: workers needed soon</Trans>}
            checked={values.isUrgent}
            onChange={(isUrgent) => change({ isUrgent })}
          />
        </FormSection>

        <FormSection title={<Trans>What you provide</Trans>}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4">
            <ChoiceCheckbox
              label={<Trans>Accommodation</Trans>}
              checked={values.accommodationProvided}
              onChange={(accommodationProvided) => change({ accommodationProvided })}
            />
            <ChoiceCheckbox
              label={<Trans>Meals</Trans>}
              checked={values.mealsProvided}
              onChange={(mealsProvided) => change({ mealsProvided })}
            />
            <ChoiceCheckbox
              label={<Trans>Equipment</Trans>}
              checked={values.equipmentProvided}
              onChange={(equipmentProvided) => change({ equipmentProvided })}
            />
            <ChoiceCheckbox
              label={<Trans>Transport</Trans>}
              checked={values.transportationProvided}
              onChange={(transportationProvided) => change({ transportationProvided })}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection>
          <RequiredSkillsField
            query={query}
            selected={values.requiredSkillIds}
            error={shown("requiredSkillIds")}
            onChange={(requiredSkillIds) => change({ requiredSkillIds })}
          />
        </FormSection>

        <FormActions cancelTo={AFTER_SAVE_PATH} saving={save.saving} disabled={save.leaving}>
          {job ? <Trans>Save Changes</Trans> : <Trans>Post Job</Trans>}
        </FormActions>
      </Stack>
    </form>
  );
}
