import { useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { EmployerCard_user$key } from "../../__generated__/EmployerCard_user.graphql.ts";
import { ContactDisclosure } from "../../features/contact/index.ts";
import { ReportAndBlock } from "../../features/reports/index.ts";
import { PersonCard, personName, RatingFact } from "../../features/people/index.ts";
import { PaymentRecordBadge } from "../../features/wages/index.ts";

/** An employer in the directory: business or farm name, owner, place, rating, whether they pay on time, Verified tag; Contact; Report and Block. */
export function EmployerCard(props: { user: EmployerCard_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment EmployerCard_user on User {
        id
        firstName
        lastName
        businessName
        farmName
        location
        rating
        reviewCount
        paidOnTimeCount
        paidLateCount
        isVerified
        mobileNumber
        viewerHasBlocked
      }
    `,
    props.user,
  );
  const owner = personName(user);
  const title = user.businessName || user.farmName || owner || t`Employer`;
  const subtitle = [user.businessName && user.farmName, owner !== title && owner].filter(Boolean).join(" · ");

  return (
    <PersonCard
      title={title}
      subtitle={subtitle}
      verified={user.isVerified}
      location={user.location}
      actions={
        <>
          <ContactDisclosure
            label={t`Contact`}
            kind="employer"
            name={title}
            mobileNumber={user.mobileNumber}
            userId={user.id}
          />
          <ReportAndBlock userId={user.id} blocked={user.viewerHasBlocked} />
        </>
      }
    >
      <RatingFact rating={user.rating} reviewCount={user.reviewCount} />
      <PaymentRecordBadge paidOnTimeCount={user.paidOnTimeCount} paidLateCount={user.paidLateCount} />
    </PersonCard>
  );
}
