import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { SkillCategoryKey } from "../../features/skills/index.ts";

/** The assessment lists at most 9 field_activities skills. */
export const MAX_ASSESSMENT_SKILLS = 9;

/** The category the assessment lists. */
export const ASSESSMENT_CATEGORY = "field_activities";

/** Test mode: a developer stub with 5 fixed skills; nothing is sent to the server. */
export const TEST_MODE_SKILLS: ReadonlyArray<{ id: string; label: MessageDescriptor }> = [
  { id: "test-ploughing", label: msg`Ploughing` },
  { id: "test-sowing", label: msg`Sowing` },
  { id: "test-harvesting", label: msg`Harvesting` },
  { id: "test-irrigation", label: msg`Irrigation` },
  { id: "test-weeding", label: msg`Weeding` },
];

/** The static registration variant: 5 categories with 6 skills each; nothing is saved. */
export const REGISTRATION_SKILLS: ReadonlyArray<{
  category: SkillCategoryKey;
  skills: ReadonlyArray<{ id: string; label: MessageDescriptor }>;
}> = [
  {
    category: "field_activities",
    skills: [
      { id: "reg-ploughing", label: msg`Ploughing` },
      { id: "reg-sowing", label: msg`Sowing` },
      { id: "reg-harvesting", label: msg`Harvesting` },
      { id: "reg-irrigation", label: msg`Irrigation` },
      { id: "reg-weeding", label: msg`Weeding` },
      { id: "reg-fertilizer", label: msg`Fertilizer Application` },
    ],
  },
  {
    category: "animal_husbandry",
    skills: [
      { id: "reg-cattle-care", label: msg`Cattle Care` },
      { id: "reg-milking", label: msg`Milking` },
      { id: "reg-poultry", label: msg`Poultry Farming` },
      { id: "reg-goat-rearing", label: msg`Goat Rearing` },
      { id: "reg-animal-feeding", label: msg`Animal Feeding` },
      { id: "reg-vet-first-aid", label: msg`Veterinary First Aid` },
    ],
  },
  {
    category: "horticulture",
    skills: [
      { id: "reg-fruit", label: msg`Fruit Cultivation` },
      { id: "reg-vegetable", label: msg`Vegetable Farming` },
      { id: "reg-nursery", label: msg`Nursery Management` },
      { id: "reg-pruning", label: msg`Pruning` },
      { id: "reg-grafting", label: msg`Grafting` },
      { id: "reg-flower", label: msg`Flower Cultivation` },
    ],
  },
  {
    category: "fisheries",
    skills: [
      { id: "reg-fish-farming", label: msg`Fish Farming` },
      { id: "reg-pond", label: msg`Pond Management` },
      { id: "reg-net-making", label: msg`Net Making` },
      { id: "reg-fish-feeding", label: msg`Fish Feeding` },
      { id: "reg-fish-harvesting", label: msg`Fish Harvesting` },
      { id: "reg-water-quality", label: msg`Water Quality Testing` },
    ],
  },
  {
    category: "sericulture",
    skills: [
      { id: "reg-mulberry", label: msg`Mulberry Cultivation` },
      { id: "reg-silkworm", label: msg`Silkworm Rearing` },
      { id: "reg-cocoon", label: msg`Cocoon Harvesting` },
      { id: "reg-reeling", label: msg`Silk Reeling` },
      { id: "reg-leaf", label: msg`Mulberry Leaf Harvesting` },
      { id: "reg-silkworm-disease", label: msg`Silkworm Disease Control` },
    ],
  },
];
