import { Plural, useLingui } from "@lingui/react/macro";
import { GraduationCap } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { ProviderCard_user$key } from "../../__generated__/ProviderCard_user.graphql.ts";
import { ContactDisclosure } from "../../features/contact/index.ts";
import { ReportAndBlock } from "../../features/reports/index.ts";
import { PersonCard, PersonFact, personName } from "../../features/people/index.ts";

/** A training provider in the directory: organisation, contact person, place, courses offered; Contact; Report and Block. */
export function ProviderCard(props: { user: ProviderCard_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment ProviderCard_user on User {
        id
        firstName
        lastName
        businessName
        location
        coursesOffered
        isVerified
        mobileNumber
        viewerHasBlocked
      }
    `,
    props.user,
  );
  const person = personName(user);
  const title = user.businessName || person || t`Training provider`;
  const courses = user.coursesOffered;

  return (
    <PersonCard
      title={title}
      subtitle={person !== title ? person : null}
      verified={user.isVerified}
      location={user.location}
      actions={
        <>
          <ContactDisclosure
            label={t`Contact`}
            kind="provider"
            name={title}
            mobileNumber={user.mobileNumber}
            userId={user.id}
          />
          <ReportAndBlock userId={user.id} blocked={user.viewerHasBlocked} />
        </>
      }
    >
      <PersonFact icon={<GraduationCap size={16} aria-hidden />}>
        <Plural value={courses} _0="No courses offered yet" one="# course offered" other="# courses offered" />
      </PersonFact>
    </PersonCard>
  );
}
