import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { jobCardGlobalCss } from "../features/jobs/public-card-styles.ts";

/**
 * Chakra's default look (tokens, global styles, text and layer styles) with the recipes of the components the
 * app uses only: a component whose recipe is missing here renders unstyled (theme.test.ts checks every Chakra
 * component the app imports). The other recipes of Chakra's default config stay out of the bundle.
 */
const chakraDefaults = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * KhetSetu's look: a deep field green as the brand colour (AA contrast on white for text and buttons),
 * and 44 px minimum touch targets for buttons and inputs.
 */
const config = defineConfig({
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900" },
    ...jobCardGlobalCss,
  },
  theme: {
    tokens: {
      // The site's one font stack, defined in index.html so the landing page (no Chakra) shares it.
      fonts: {
        body: { value: "var(--ks-font-sans, system-ui, sans-serif)" },
        heading: { value: "var(--ks-font-sans, system-ui, sans-serif)" },
      },
      colors: {
        brand: {
          50: { value: "#eef7ee" },
          100: { value: "#d5ebd5" },
          200: { value: "#acd6ad" },
          300: { value: "#7dbd7f" },
          400: { value: "#4f9f52" },
          500: { value: "#2f7d32" },
          600: { value: "#276b2a" },
          700: { value: "#1f5722" },
          800: { value: "#18441a" },
          900: { value: "#103112" },
          950: { value: "#08200a" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: "{colors.brand.600}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.700}" },
          muted: { value: "{colors.brand.100}" },
          subtle: { value: "{colors.brand.50}" },
          emphasized: { value: "{colors.brand.200}" },
          focusRing: { value: "{colors.brand.500}" },
        },
        // Field error text in red.700 (6.5:1 on white); the default red.500 is 3.8:1, below AA for small text.
        fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
      },
    },
    recipes: {
      // Labels wrap onto more lines instead of spilling out of the button (long labels in kn and te): the
      // height follows the text, never below the size's height nor the 44 px touch target.
      button: {
        base: { minH: "44px", minW: "44px", whiteSpace: "normal", textAlign: "center", py: "1.5" },
        // Sizes set their own minimum width; keep every size (icon buttons too) a 44 px touch target.
        variants: {
          size: {
            ...Object.fromEntries(
              ["2xs", "xs", "sm", "md"].map((size) => [size, { h: "auto", minW: "44px", minH: "44px" }]),
            ),
            lg: { h: "auto", minH: "11" },
            xl: { h: "auto", minH: "12" },
            "2xl": { h: "auto", minH: "16" },
          },
        },
      },
      input: { base: { minH: "44px" } },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraDefaults, config);
