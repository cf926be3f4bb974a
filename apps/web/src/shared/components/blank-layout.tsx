import { Box } from "@mui/material";
import { Outlet } from "react-router";

/** §2.1 blank layout (freelance, registration_stepper, maintenance): the page alone, without the shell. */
export function BlankLayout() {
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <Outlet />
    </Box>
  );
}
