import { SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COURSE_LANGUAGES, COURSE_LIMITS } from "@rules/course.ts";
import { type FormEvent, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { CourseForm_course$key } from "../../__generated__/CourseForm_course.graphql.ts";
import type { CourseForm_viewer$key } from "../../__generated__/CourseForm_viewer.graphql.ts";
import type { CourseFormCreateMutation } from "../../__generated__/CourseFormCreateMutation.graphql.ts";
import type { CourseFormUpdateMutation } from "../../__generated__/CourseFormUpdateMutation.graphql.ts";
import { courseLanguageLabel } from "../../features/courses/index.ts";
import {
  ChoiceCheckbox,
  FormActions,
  FormField,
  FormSection,
  useCheckedForm,
  useMutationForm,
} from "../../features/forms/index.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { indiaToday } from "../../format/dates.ts";
import { offerPush } from "../../features/push/index.ts";
import { categoryLabel, SKILL_CATEGORIES } from "../../features/skills/index.ts";
import { CoursePlaceFields } from "./CoursePlaceFields.tsx";
import {
  COURSE_FIELDS,
  COURSE_STATUSES,
  type CourseField,
  type CourseValues,
  fieldOf,
  newCourseValues,
  savedCourseValues,
  toCreateInput,
  toUpdateInput,
  validateCourse,
} from "./courseForm.ts";
import { FeeFields } from "./FeeFields.tsx";

/** Server fields that have no input of their own, and the field whose message they show under. */
const SHOWN_UNDER: Readonly<Record<string, CourseField>> = { location: "cityVillage", isFree: "price" };

/** Where the provider goes once the course is saved: the dashboard, which reads its lists afresh. */
export const AFTER_SAVE_PATH = "/training-provider";

type Props = {
  /** Whose place a new course starts from. */
  viewer: CourseForm_viewer$key;
  /** The course to change; a new course when absent. */
  course?: CourseForm_course$key | null;
};

/**
 * Create a course (createCourse) or change one (updateCourse): every field of a course, checked as the provider
 * types by the rules the server applies, with the server's own field messages under the fields when it refuses.
 * Saved, it toasts and goes to the dashboard.
 */
export function CourseForm({ viewer: viewerRef, course: courseRef = null }: Props) {
  const { t, i18n } = useLingui();
  const viewer = useFragment(
    graphql`
      fragment CourseForm_viewer on User {
        state
        district
        cityVillage
      }
    `,
    viewerRef,
  );
  const course = useFragment(
    graphql`
      fragment CourseForm_course on Course {
        id
        title
        description
        skillCategory
        duration
        price
        isGovernmentProgram
        certificateProvided
        isOnline
        state
        district
        cityVillage
        startDate
        maxEnrollments
        currentEnrollments
        language
        status
      }
    `,
    courseRef,
  );
  const [create] = useMutation<CourseFormCreateMutation>(graphql`
    mutation CourseFormCreateMutation($input: CourseInput!) {
      createCourse(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCreateCourseSuccess {
          data {
            id
            title
            status
          }
        }
      }
    }
  `);
  const [update] = useMutation<CourseFormUpdateMutation>(graphql`
    mutation CourseFormUpdateMutation($id: ID!, $input: CourseUpdateInput!) {
      updateCourse(id: $id, input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateCourseSuccess {
          data {
            id
            status
            reviewReason
            ...CourseForm_course
          }
        }
      }
    }
  `);

  const [saved] = useState(() => (course ? savedCourseValues(course) : null));
  const savedFacts = course
    ? { startDate: saved?.startDate || null, currentEnrollments: course.currentEnrollments }
    : null;
  const form = useCheckedForm<CourseValues, CourseField>(
    () => saved ?? newCourseValues({ ...viewer, language: i18n.locale }),
    (values) => validateCourse(values, indiaToday(), savedFacts),
  );
  const { values, shown } = form;
  const save = useMutationForm(form, {
    fields: COURSE_FIELDS,
    shownUnder: SHOWN_UNDER,
    failure: {
      title: course ? t`Could not save the course` : t`Could not create the course`,
      fallback: t`Please check the form and try again.`,
    },
    leaveTo: AFTER_SAVE_PATH,
    // A created course (not an edit) offers notifications on this phone, asked once per browser.
    onSaved: course ? undefined : () => offerPush("course"),
  });

  /** Changes values of one field (a state with its cleared district counts as the state; a yes/no choice as none). */
  function change(next: Partial<CourseValues>) {
    form.change(next, fieldOf(Object.keys(next)[0] as keyof CourseValues));
  }

  /** A course that seems to ask students to pay beyond its price is saved but held: only its provider sees it. */
  function heldToast() {
    return {
      title: t`Course under review`,
      description: t`It seems to ask students to pay beyond its price, so only you can see it. Edit it to take that out.`,
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (course && saved) {
      save.send({
        commit: update,
        variables: { id: course.id, input: toUpdateInput(values, saved) },
        result: (response) => response.updateCourse,
        success: "MutationUpdateCourseSuccess",
        saved: (response) =>
          response.updateCourse.data?.status === "under_review"
            ? heldToast()
            : { title: t`Course Updated`, description: t`Your changes are saved.` },
      });
    } else {
      save.send({
        commit: create,
        variables: { input: toCreateInput(values) },
        result: (response) => response.createCourse,
        success: "MutationCreateCourseSuccess",
        saved: (response) =>
          response.createCourse.data?.status === "under_review"
            ? heldToast()
            : { title: t`Course Created`, description: t`Your course is saved.` },
      });
    }
  }

  // A new course is a draft or open at once; closing is for courses that exist.
  const statuses = course ? COURSE_STATUSES : COURSE_STATUSES.filter((status) => status !== "closed");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormSection title={<Trans>Course details</Trans>}>
          <FormField
            label={<Trans>Course title</Trans>}
            value={values.title}
            maxLength={COURSE_LIMITS.titleMax}
            placeholder={t`e.g. Organic farming basics`}
            error={shown("title")}
            onChange={(title) => change({ title })}
          />
          <OptionSelect
            label={<Trans>Skill category</Trans>}
            placeholder={t`Select category`}
            options={SKILL_CATEGORIES.map((category) => ({ value: category, label: i18n._(categoryLabel(category)) }))}
            value={values.skillCategory}
            helper={<Trans>Optional: laborers looking for this kind of work find the course.</Trans>}
            error={shown("skillCategory")}
            onChange={(skillCategory) => change({ skillCategory: skillCategory as CourseValues["skillCategory"] })}
          />
          <FormField
            label={<Trans>Description</Trans>}
            value={values.description}
            multiline
            maxLength={COURSE_LIMITS.descriptionMax}
            helper={<Trans>Optional: what students learn and what to bring.</Trans>}
            error={shown("description")}
            onChange={(description) => change({ description })}
          />
          <LanguageSelect
            value={values.language}
            error={shown("language")}
            onChange={(language) => change({ language })}
          />
        </FormSection>

        <FormSection title={<Trans>Where</Trans>}>
          <CoursePlaceFields
            value={{
              isOnline: values.isOnline,
              state: values.state,
              district: values.district,
              cityVillage: values.cityVillage,
            }}
            errors={{ state: shown("state"), district: shown("district"), cityVillage: shown("cityVillage") }}
            onChange={(next) => change(next)}
          />
        </FormSection>

        <FormSection title={<Trans>Dates and seats</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
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
              label={<Trans>Duration (days)</Trans>}
              value={values.duration}
              inputMode="numeric"
              placeholder="7"
              error={shown("duration")}
              onChange={(duration) => change({ duration })}
            />
            <FormField
              label={<Trans>Seats</Trans>}
              value={values.maxEnrollments}
              inputMode="numeric"
              placeholder="30"
              helper={<Trans>Optional: leave empty for no limit.</Trans>}
              error={shown("maxEnrollments")}
              onChange={(maxEnrollments) => change({ maxEnrollments })}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={<Trans>Fee and certificate</Trans>}>
          <FeeFields
            value={{ isFree: values.isFree, price: values.price, isGovernmentProgram: values.isGovernmentProgram }}
            error={shown("price")}
            onChange={(next) => change(next)}
          />
          <ChoiceCheckbox
            label={<Trans>Certificate on completion</Trans>}
            checked={values.certificateProvided}
            onChange={(certificateProvided) => change({ certificateProvided })}
          />
        </FormSection>

        <FormSection title={<Trans>Status</Trans>}>
          <OptionSelect
            label={<Trans>Course status</Trans>}
            placeholder={t`Select status`}
            options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
            value={values.status}
            helper={
              <Trans>Draft courses are not listed. Active courses take enrolments. Closed courses take no more.</Trans>
            }
            error={shown("status")}
            onChange={(status) => change({ status: status as CourseValues["status"] })}
          />
        </FormSection>

        <FormActions cancelTo={AFTER_SAVE_PATH} saving={save.saving} disabled={save.leaving}>
          {course ? <Trans>Save Changes</Trans> : <Trans>Create Course</Trans>}
        </FormActions>
      </Stack>
    </form>
  );

  function statusLabel(status: CourseValues["status"]): string {
    if (status === "draft") return t`Draft`;
    if (status === "closed") return t`Closed`;
    return t`Active`;
  }
}

/** The language of instruction: one of the course languages the rules allow. */
function LanguageSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (code: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <OptionSelect
      label={<Trans>Language of instruction</Trans>}
      placeholder={t`Select language`}
      options={COURSE_LANGUAGES.map(({ code, name }) => {
        const label = courseLanguageLabel(code);
        return { value: code, label: label ? i18n._(label) : name };
      })}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
