import { Box, LinearProgress } from "@mui/material";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";

/** §2.1: a loading indicator while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === "loading" ? (
        <Box sx={{ position: "fixed", top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}>
          <LinearProgress aria-hidden />
        </Box>
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
