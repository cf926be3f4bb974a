import { Box, Pagination } from "@mui/material";

export type ListPaginationProps = {
  /** Number of pages; nothing is shown for one page or none. */
  count: number;
  page: number;
  onChange: (page: number) => void;
  size?: "small" | "medium";
  testId?: string;
};

/** The page switcher under a paginated list, centred, shown only when there is more than one page. */
export function ListPagination({ count, page, onChange, size, testId }: ListPaginationProps) {
  if (count <= 1) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", pt: 2 }}>
      <Pagination
        count={count}
        page={page}
        onChange={(_, value) => onChange(value)}
        size={size}
        data-testid={testId}
      />
    </Box>
  );
}
