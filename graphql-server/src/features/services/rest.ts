// The services marketplace's REST path: its sample service providers, public.
import { graphql } from "../../generated/graphql/index.ts";
import { ServiceCategory } from "../../generated/prisma/enums.ts";
import { oneOfMessage } from "../../http/rest/input.ts";
import { withPlainId } from "../../http/rest/plain-id.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { restRow } from "../../http/rest/rest-row.ts";
import { filterText } from "../../db/text-filters.ts";

const SERVICE_PROVIDERS = graphql(`
  query RestServiceProviders($category: ServiceCategory) {
    serviceProviders(category: $category) {
      databaseId businessName description serviceCategory servicesOffered equipmentAvailable
      coverageArea priceRange rating totalJobs availabilityStatus isVerified
    }
  }
`);

const SERVICE_CATEGORIES = Object.values(ServiceCategory);

export const SERVICE_ROWS = [
  restRow({
    method: "GET",
    path: "/services",
    who: "anyone",
    operation: SERVICE_PROVIDERS,
    variables: ({ query }) => {
      const raw = filterText(query("category"));
      const category =
        raw === null ? null : (SERVICE_CATEGORIES.find((value) => value === raw.toLowerCase()) ?? undefined);
      if (category === undefined) refuse({ category: oneOfMessage("category", SERVICE_CATEGORIES) });
      return { category };
    },
    answer: (providers) => providers.map(withPlainId),
  }),
];
