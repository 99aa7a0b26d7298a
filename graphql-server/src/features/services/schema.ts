// The agricultural services marketplace (/services): sample service businesses, public, with no personal data.
import { builder } from "../../graphql/builder.ts";
import { AvailabilityStatus, ServiceCategory } from "../../generated/prisma/enums.ts";

builder.enumType(ServiceCategory, {
  name: "ServiceCategory",
  description:
    "What an agricultural service provider does: sowing, cultivation, harvesting, transport or horticulture.",
});
builder.enumType(AvailabilityStatus, {
  name: "AvailabilityStatus",
  description: "Whether a service provider can take work now: available, busy or unavailable.",
});

builder.prismaNode("ServiceProvider", {
  description: "A sample agricultural service business of the services marketplace (sample content).",
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    businessName: t.exposeString("businessName", { description: "The business's name." }),
    description: t.exposeString("description", { description: "What the business offers, in a sentence or two." }),
    serviceCategory: t.expose("serviceCategory", { type: ServiceCategory, description: "The kind of service." }),
    servicesOffered: t.exposeStringList("servicesOffered", { description: "The services it offers." }),
    equipmentAvailable: t.exposeStringList("equipmentAvailable", { description: "Machines and tools it brings." }),
    coverageArea: t.exposeString("coverageArea", { description: "Where it works (districts or towns)." }),
    priceRange: t.exposeString("priceRange", { description: "Indicative prices, as text (e.g. '₹25 - ₹40 per km')." }),
    rating: t.exposeFloat("rating", { description: "Average rating out of 5." }),
    totalJobs: t.exposeInt("totalJobs", { description: "Jobs it has done." }),
    availabilityStatus: t.expose("availabilityStatus", {
      type: AvailabilityStatus,
      description: "Whether it can take work now.",
    }),
    isVerified: t.exposeBoolean("isVerified", { description: "Whether KhetSetu has verified the business." }),
    phoneNumber: t.exposeString("phoneNumber", {
      nullable: true,
      description: "The business's 10-digit number, for Call and WhatsApp; null for signed-out viewers.",
      authScopes: { signedIn: true },
      unauthorizedResolver: () => null,
    }),
  }),
});

builder.queryFields((t) => ({
  serviceProviders: t.prismaField({
    type: ["ServiceProvider"],
    description:
      "The services marketplace's sample providers (/services), best rated first. Public: sample content with no personal data.",
    args: {
      category: t.arg({ type: ServiceCategory, description: "Only providers of this kind of service; omit for all." }),
    },
    resolve: (query, _parent, args, ctx) =>
      ctx.prisma.serviceProvider.findMany({
        ...query,
        where: args.category ? { serviceCategory: args.category } : {},
        orderBy: [{ rating: "desc" }, { id: "asc" }],
      }),
  }),
}));
