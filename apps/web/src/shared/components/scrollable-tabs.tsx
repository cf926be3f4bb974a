import { TabScrollButton, type TabScrollButtonProps, Tabs, type TabsProps } from "@mui/material";

/**
 * A scroll arrow only while there is something to scroll to. MUI keeps a disabled arrow in place, invisible: at
 * 375 px the start arrow left a 40 px gap before the first tab and pushed the others out of sight.
 */
export function ScrollArrow(props: TabScrollButtonProps) {
  if (props.disabled) return null;
  return <TabScrollButton {...props} />;
}

/**
 * The app's tab bar: scrollable, with arrows on every screen size (phones too) only where tabs are out of sight,
 * and narrower tabs on phones so more of them fit. Takes the props of MUI's Tabs (value, onChange, aria-label, sx).
 */
export function ScrollableTabs({ sx, slots, children, ...props }: Omit<TabsProps, "variant">) {
  return (
    <Tabs
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      slots={{ scrollButtons: ScrollArrow, ...slots }}
      sx={[
        { "& .MuiTab-root": { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
    </Tabs>
  );
}
