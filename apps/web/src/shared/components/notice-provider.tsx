import { TIMINGS } from "@mkt/contracts";
import { Alert, Snackbar } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export type NoticeSeverity = "success" | "error" | "warning" | "info";
type Notice = { id: number; message: string; severity: NoticeSeverity };
type NoticeApi = { notify: (message: string, severity?: NoticeSeverity) => void };

const NoticeContext = createContext<NoticeApi | null>(null);

const DURATIONS: Record<NoticeSeverity, number> = {
  success: TIMINGS.successNoticeMs,
  error: TIMINGS.snackbarMs,
  warning: TIMINGS.warningNoticeMs,
  info: TIMINGS.snackbarMs,
};

export type NoticeProviderProps = { children: ReactNode };

/** §8: one snackbar at the top right; errors stay 5 s, successes 2 s. */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: NoticeSeverity = "error") => {
    setNotice({ id: Date.now(), message, severity });
  }, []);
  const api = useMemo(() => ({ notify }), [notify]);
  const close = () => setNotice(null);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <Snackbar
        key={notice?.id}
        open={notice !== null}
        autoHideDuration={notice ? DURATIONS[notice.severity] : null}
        onClose={close}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {notice ? (
          <Alert onClose={close} severity={notice.severity} variant="filled" sx={{ width: "100%" }}>
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
