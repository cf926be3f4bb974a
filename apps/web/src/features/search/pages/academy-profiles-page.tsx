import {
  clientCreditsSchema,
  isStaffRole,
  type Limitation,
  ROLE,
  type RoleId,
  type StudentAccount,
} from "@mkt/contracts";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Search from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { apiRequest } from "../../../shared/api/http-client.ts";
import { ErrorAlert } from "../../../shared/components/error-alert.tsx";
import { ListPagination } from "../../../shared/components/list-pagination.tsx";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { openBlockedFeature } from "../../plans/index.ts";
import { DEFAULT_FILTERS, useProfiles, useStudentAccounts } from "../../profiles/index.ts";
import { StudentRow } from "../components/student-row.tsx";
import { TalentSearch } from "./profile-available-page.tsx";

const CLIENT_ROLES: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
const ACADEMY_MANAGERS: readonly RoleId[] = [ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY];

/**
 * §2.2 accademy_profiles (page help "academy profiles"). Clients: the talent search over students' published
 * profiles, to hire them, sold as the Assumi add-on (function accademy_profiles): without it the blocked-feature
 * modal opens. Academies: their own students' profiles, each with the student account linked to it.
 */
export function AcademyProfilesPage() {
  const { t } = useTranslation("academy-profiles");
  const session = useSession();
  if (!session) return null;
  const roleId = session.user.role_id as RoleId;
  if (CLIENT_ROLES.includes(roleId)) return <ClientAcademyProfiles userId={session.user.id} />;
  if (ACADEMY_MANAGERS.includes(roleId)) return <AcademyStudents />;
  if (isStaffRole(roleId)) return <StudentSearch />;
  return (
    <Alert severity="info" data-testid="academy-profiles-not-allowed">
      {t("notAllowed")}
    </Alert>
  );
}

function StudentSearch() {
  const { t } = useTranslation("academy-profiles");
  return (
    <TalentSearch
      heading={t("client.heading")}
      subtitle={t("client.subtitle")}
      testId="academy-profiles-search"
      studentsOnly
    />
  );
}

/** The client's accademy_profiles limitation (getNumberCredits), the same record the API enforces. */
function useHireLimitation(userId: number) {
  return useQuery({
    queryKey: ["academy-profiles", "limitation", userId],
    queryFn: async (): Promise<Limitation | null> => {
      const credits = await apiRequest("company/getNumberCredits", clientCreditsSchema, { auth: true });
      return credits.limitations.find((l) => l.state_function === "accademy_profiles") ?? null;
    },
    staleTime: 60_000,
  });
}

function ClientAcademyProfiles({ userId }: { userId: number }) {
  const { t } = useTranslation("academy-profiles");
  const limitation = useHireLimitation(userId);
  const blocked = limitation.data?.blocked ? limitation.data : null;
  const opened = useRef(false);
  useEffect(() => {
    if (blocked && !opened.current) {
      opened.current = true;
      openBlockedFeature(blocked);
    }
  }, [blocked]);

  if (limitation.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  if (limitation.isError)
    return (
      <ErrorAlert
        error={limitation.error}
        retry={{ label: t("retry"), onClick: () => void limitation.refetch() }}
      />
    );
  if (blocked)
    return (
      <Card data-testid="academy-profiles-blocked">
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: "center" }}>
          <LockOutlined color="action" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("client.heading")}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: "auto", mt: 1, mb: 3 }}>
            {t("client.blocked")}
          </Typography>
          <Button
            variant="contained"
            onClick={() => openBlockedFeature(blocked)}
            data-testid="academy-profiles-unlock"
          >
            {t("client.unlock")}
          </Button>
        </CardContent>
      </Card>
    );
  return <StudentSearch />;
}

function AcademyStudents() {
  const { t } = useTranslation("academy-profiles");
  const language = useLanguage();
  const [word, setWord] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(word.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [word]);
  const profiles = useProfiles({ ...DEFAULT_FILTERS, search, sort: "name", asc: true, page, limit: 20 });
  const accounts = useStudentAccounts();
  const accountOf = new Map<number, StudentAccount>(
    (accounts.data ?? []).flatMap((a) => (a.profile ? [[a.profile.id, a] as const] : [])),
  );
  const data = profiles.data;

  return (
    <Card data-testid="academy-students">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: { xs: "stretch", sm: "flex-start" }, mb: 2 }}
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("academy.heading")}
            </Typography>
            <Typography color="text.secondary">{t("academy.subtitle")}</Typography>
          </Box>
          <Button component={RouterLink} to="/manage_users_supplier" sx={{ flexShrink: 0 }}>
            {t("academy.manageUsers")}
          </Button>
        </Stack>
        <TextField
          size="small"
          fullWidth
          label={t("academy.search")}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          sx={{ mb: 2 }}
          slotProps={{
            htmlInput: { maxLength: 120, "data-testid": "academy-students-search" },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {profiles.isPending || accounts.isPending ? (
          <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
            <CircularProgress aria-label={t("loading")} />
          </Box>
        ) : profiles.isError || accounts.isError ? (
          <Alert severity="error">{errorText(profiles.error ?? accounts.error, language)}</Alert>
        ) : data && data.items.length === 0 ? (
          <Box sx={{ textAlign: "center", py: 6 }} data-testid="academy-students-empty">
            <Typography sx={{ fontWeight: 600 }}>
              {search ? t("academy.noMatch") : t("academy.empty")}
            </Typography>
            {search ? null : (
              <Button component={RouterLink} to="/employees/add-employee" variant="contained" sx={{ mt: 2 }}>
                {t("academy.add")}
              </Button>
            )}
          </Box>
        ) : data ? (
          <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {t("academy.total", { count: data.total })}
            </Typography>
            <Stack divider={<Divider flexItem />}>
              {data.items.map((p) => (
                <StudentRow key={p.id} profile={p} account={accountOf.get(p.id) ?? null} />
              ))}
            </Stack>
            <ListPagination count={Math.ceil(data.total / data.limit)} page={page} onChange={setPage} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
