import { Button, Heading, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EmptyList } from "./EmptyList.tsx";

/**
 * A paged list of search results: how many were found (announced), an optional notice, the items or the empty
 * state, and 'Load more' while there is a next page.
 */
export function PagedResults({
  found,
  notice,
  emptyTitle,
  children,
  hasNext,
  isLoadingNext,
  onLoadMore,
}: {
  found: ReactNode;
  /** Shown under the count, above the items. */
  notice?: ReactNode;
  emptyTitle: string;
  children: ReactNode[];
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md" aria-live="polite">
        {found}
      </Heading>
      {notice}
      {children.length === 0 ? (
        <EmptyList title={emptyTitle} description={t`Try adjusting your search or filters`} />
      ) : (
        children
      )}
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={onLoadMore}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
