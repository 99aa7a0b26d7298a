import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The services marketplace's sample content is stored as English text (the demo seed's businesses). Each fixed
 * text (a description, a service, a machine) is a message here, keyed by the English text the server sends, so it
 * is translated like the rest of the app. Text that is not here (a business added later) is shown as sent.
 * Business names are proper names and stay as they are.
 */
const SAMPLE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  // What each business does
  "Mechanised line sowing and paddy nursery raising for small farms around Maddur.": msg`Mechanised line sowing and paddy nursery raising for small farms around Maddur.`,
  "Maize planting and mechanical paddy transplanting in the Malnad and central districts.": msg`Maize planting and mechanical paddy transplanting in the Malnad and central districts.`,
  "Tractors with operators for primary tillage and land levelling.": msg`Tractors with operators for primary tillage and land levelling.`,
  "Inter-cultivation and weeding with power tillers, including mulberry gardens.": msg`Inter-cultivation and weeding with power tillers, including mulberry gardens.`,
  "Combine harvesting of paddy, maize and soybean during the season.": msg`Combine harvesting of paddy, maize and soybean during the season.`,
  "Manual reaping and threshing gangs for paddy and sugarcane.": msg`Manual reaping and threshing gangs for paddy and sugarcane.`,
  "Produce, cane and labour transport to markets and factories.": msg`Produce, cane and labour transport to markets and factories.`,
  "Trained climbers for coconut harvest and areca spraying on the coast.": msg`Trained climbers for coconut harvest and areca spraying on the coast.`,
  "Pruning, grafting and spraying contracts for mango and sapota orchards.": msg`Pruning, grafting and spraying contracts for mango and sapota orchards.`,
  // Services offered
  "Seed drill sowing": msg`Seed drill sowing`,
  "Ragi line sowing": msg`Ragi line sowing`,
  "Paddy mat nursery raising": msg`Paddy mat nursery raising`,
  "Maize sowing": msg`Maize sowing`,
  "Mechanical paddy transplanting": msg`Mechanical paddy transplanting`,
  Ploughing: msg`Ploughing`,
  "Rotavator tilling": msg`Rotavator tilling`,
  "Laser land levelling": msg`Laser land levelling`,
  "Inter-cultivation": msg`Inter-cultivation`,
  "Power weeding": msg`Power weeding`,
  "Mulberry garden tilling": msg`Mulberry garden tilling`,
  "Paddy combine harvesting": msg`Paddy combine harvesting`,
  "Maize harvesting": msg`Maize harvesting`,
  "Soybean harvesting": msg`Soybean harvesting`,
  "Paddy reaping": msg`Paddy reaping`,
  "Sugarcane cutting gangs": msg`Sugarcane cutting gangs`,
  Threshing: msg`Threshing`,
  "Produce transport to APMC": msg`Produce transport to APMC`,
  "Sugarcane haulage": msg`Sugarcane haulage`,
  "Labour transport": msg`Labour transport`,
  "Coconut harvesting": msg`Coconut harvesting`,
  "Areca Bordeaux spraying": msg`Areca Bordeaux spraying`,
  "Pepper picking": msg`Pepper picking`,
  "Mango pruning": msg`Mango pruning`,
  "Top working and grafting": msg`Top working and grafting`,
  "Orchard spraying": msg`Orchard spraying`,
  // Equipment available
  "Tractor-drawn seed drill": msg`Tractor-drawn seed drill`,
  "Walk-behind paddy transplanter": msg`Walk-behind paddy transplanter`,
  "Ride-on paddy transplanter": msg`Ride-on paddy transplanter`,
  "Pneumatic planter": msg`Pneumatic planter`,
  "45 HP tractor": msg`45 HP tractor`,
  Rotavator: msg`Rotavator`,
  "Disc plough": msg`Disc plough`,
  "Laser land leveller": msg`Laser land leveller`,
  "Power tiller": msg`Power tiller`,
  "Power weeder": msg`Power weeder`,
  "Track-type combine harvester": msg`Track-type combine harvester`,
  "Wheel-type combine harvester": msg`Wheel-type combine harvester`,
  "Self-propelled reaper": msg`Self-propelled reaper`,
  "Paddy thresher": msg`Paddy thresher`,
  "Tractor trolley": msg`Tractor trolley`,
  "Mini truck": msg`Mini truck`,
  "10-tonne truck": msg`10-tonne truck`,
  "Coconut climbing device": msg`Coconut climbing device`,
  "Telescopic sprayer pole": msg`Telescopic sprayer pole`,
  "Power sprayer": msg`Power sprayer`,
  "Pruning saws": msg`Pruning saws`,
  "Tractor-mounted sprayer": msg`Tractor-mounted sprayer`,
};

/** A sample text in the active language, or the text as sent when it is not sample content. */
export function sampleText(i18n: I18n, text: string): string {
  const message = Object.hasOwn(SAMPLE_TEXTS, text) ? SAMPLE_TEXTS[text] : undefined;
  return message ? i18n._(message) : text;
}
