import { TIMINGS } from "@mkt/contracts";
import { Alert, Snackbar } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type NoticeSeverity, subscribeNotices } from "./notice-bus.ts";

export type { NoticeSeverity } from "./notice-bus.ts";

type Notice = { id: number; message: string; severity: NoticeSeverity };
type NoticeApi = { notify: (message: string, severity?: NoticeSeverity) => void };

const NoticeContext = createContext<NoticeApi | null>(null);

/** §8/§9: successes stay 2 s; errors, warnings and information 5 s. */
const DURATIONS: Record<NoticeSeverity, number> = {
  success: TIMINGS.successNoticeMs,
  error: TIMINGS.snackbarMs,
  warning: TIMINGS.warningNoticeMs,
  info: TIMINGS.snackbarMs,
};

export type NoticeProviderProps = { children: ReactNode };

/** §8: one snackbar at the top right, filled (red for errors). */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: NoticeSeverity = "error") => {
    setNotice({ id: Date.now(), message, severity });
  }, []);
  useEffect(() => subscribeNotices(({ message, severity }) => notify(message, severity)), [notify]);
  const api = useMemo(() => ({ notify }), [notify]);
  const close = () => setNotice(null);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <Snackbar
        key={notice?.id}
        open={notice !== null}
        autoHideDuration={notice ? DURATIONS[notice.severity] : null}
        onClose={(_, reason) => {
          if (reason !== "clickaway") close();
        }}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
        data-testid="notice"
      >
        {notice ? (
          <Alert
            onClose={close}
            severity={notice.severity}
            variant="filled"
            sx={{ width: "100%" }}
            data-testid={`notice-${notice.severity}`}
          >
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NoticeContext.Provider>
  );
}

export function useNotice(): NoticeApi {
  const api = useContext(NoticeContext);
  if (!api) throw new Error("useNotice needs a NoticeProvider");
  return api;
}
