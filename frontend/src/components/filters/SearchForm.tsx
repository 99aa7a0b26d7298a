import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";

type Props = {
  /** The input's visible label (and the search landmark's name). */
  label: string;
  placeholder?: string;
  /** The committed value (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter or the Search button. */
  onSearch: (text: string) => void;
  /** Called as the text changes (before it is committed). */
  onTextChange?: (text: string) => void;
  /** The id of a <datalist> of suggestions (given as `children`). */
  list?: string;
  children?: ReactNode;
};

/** A labelled search box whose text is committed (to the URL) on Enter or 'Search', with optional suggestions. */
export function SearchForm({ label, placeholder, value, onSearch, onTextChange, list, children }: Props) {
  const [text, setText] = useState(value);
  // Follow the URL when it changes from elsewhere (back/forward, Clear Filters).
  useEffect(() => setText(value), [value]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is a landmark only in browsers from late 2023 (Chrome 118 on); on the older phone browsers the app serves, role="search" on the form is the landmark
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack gap="2" width="full">
          <Input
            type="search"
            bg="white"
            value={text}
            placeholder={placeholder}
            list={list}
            autoComplete={list ? "off" : undefined}
            onChange={(e) => {
              setText(e.target.value);
              onTextChange?.(e.target.value);
            }}
          />
          <Button type="submit" colorPalette="brand" flexShrink={0}>
            <Search aria-hidden />
            <Trans>Search</Trans>
          </Button>
        </HStack>
      </Field.Root>
      {children}
    </form>
  );
}
