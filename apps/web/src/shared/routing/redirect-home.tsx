import { Navigate } from "react-router";
import { useSession } from "../session/use-session.ts";
import { userHome } from "../session/user-home.ts";

/** A route whose screen belongs to a later capability: the user's home (the landing page when logged out). */
export function RedirectHome() {
  const session = useSession();
  return <Navigate to={session ? userHome(session.user) : "/"} replace />;
}
