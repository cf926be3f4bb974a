import type { CompanyProfile, SessionUser } from "@mkt/contracts";
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from "@mui/material";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { FormAlert } from "../../../shared/components/form-alert.tsx";
import { emitNotice } from "../../../shared/components/notice-bus.ts";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { contractResolver } from "../../../shared/forms/contract-resolver.ts";
import { errorText } from "../../../shared/i18n/error-text.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { userHome } from "../../../shared/session/user-home.ts";
import { useCompanyProfile } from "../api.ts";
import { AboutSection } from "../components/about-section.tsx";
import { CompanySection } from "../components/company-section.tsx";
import { DocumentationSection } from "../components/documentation-section.tsx";
import { HowDoYouKnowField } from "../components/finish-section.tsx";
import { LogoField } from "../components/logo-field.tsx";
import { useProfileLists } from "../hooks/use-profile-lists.ts";
import { useSaveProfile } from "../hooks/use-save-profile.ts";
import { type CompanyProfileRoute, companyProfileRouteOf } from "../profile-access.ts";
import {
  type ProfileValues,
  profileFormSchema,
  profileToValues,
  valuesToBody,
} from "../profile-form-model.ts";

/** /company_profile: the client's own company. */
export function CompanyProfilePage() {
  return <CompanyProfileScreen route="company_profile" />;
}

/** /company_profile_supplier: the supplier's (or academy's) own company, with its documentation. */
export function CompanyProfileSupplierPage() {
  return <CompanyProfileScreen route="company_profile_supplier" />;
}

function CompanyProfileScreen({ route }: { route: CompanyProfileRoute }) {
  const session = useSession();
  if (!session) return null;
  const own = companyProfileRouteOf(session.user.role_id);
  if (own === null) return <Navigate to={userHome(session.user)} replace />;
  if (own !== route) return <Navigate to={`/${own}`} replace />;
  // Every company sends its documentation (§4), clients included.
  return <CompanyProfileView user={session.user} />;
}

type CompanyProfileViewProps = { user: SessionUser };

function CompanyProfileView({ user }: CompanyProfileViewProps) {
  const language = useLanguage();
  const profile = useCompanyProfile(user.id);
  const lists = useProfileLists();

  if (profile.isPending || lists.isPending) return <PageLoader />;
  if (!profile.data)
    return <Alert severity="error">{errorText(profile.error ?? lists.error, language)}</Alert>;
  const data = profile.data;

  return (
    <Grid container spacing={3} data-testid="company-profile-page">
      <Grid size={{ xs: 12, lg: 8 }} order={{ xs: 2, lg: 1 }}>
        <ProfileForm user={user} profile={data} lists={lists} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }} order={{ xs: 1, lg: 2 }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <LogoField userId={user.id} logoUrl={data.logo_url} companyName={data.name} />
                <Divider />
                <CompanyFacts profile={data} />
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={12} order={3}>
        <DocumentationSection userId={user.id} profile={data} />
      </Grid>
      {lists.error ? (
        <Grid size={12} order={0}>
          <Alert severity="error">{errorText(lists.error, language)}</Alert>
        </Grid>
      ) : null}
    </Grid>
  );
}

function CompanyFacts({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const rows = [
    { label: t("facts.vat"), value: profile.vat_number },
    { label: t("facts.country"), value: countryName(profile.country, language) },
  ];
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t("facts.status")}
        </Typography>
        <Chip
          size="small"
          color={profile.profiled ? "success" : "warning"}
          label={profile.profiled ? t("facts.complete") : t("facts.incomplete")}
          data-testid="profile-completeness"
        />
      </Box>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", gap: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, wordBreak: "break-word" }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t("facts.fixedHint")}
      </Typography>
    </Stack>
  );
}

/** An ISO country code as its name in the interface language ("IT" → "Italia"), or the code itself. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

type ProfileFormProps = {
  user: SessionUser;
  profile: CompanyProfile;
  lists: ReturnType<typeof useProfileLists>;
};

function ProfileForm({ user, profile, lists }: ProfileFormProps) {
  const { t } = useTranslation("company-profile");
  const language = useLanguage();
  const form = useForm<ProfileValues>({
    resolver: contractResolver<ProfileValues>(profileFormSchema, valuesToBody),
    defaultValues: profileToValues(profile),
    mode: "onTouched",
  });
  const { save, failure, busy } = useSaveProfile(user.id, form);
  const { isDirty } = form.formState;

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(profileToValues(profile));
  }, [profile, form]);

  const onValid = async (values: ProfileValues) => {
    const result = await save(values);
    if (result.ok) {
      form.reset(profileToValues(result.profile));
      emitNotice(t("saved"), "success");
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack
          component="form"
          spacing={3}
          noValidate
          onSubmit={(event) => {
            void form.handleSubmit(onValid)(event);
          }}
          data-testid="company-profile-form"
        >
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t("sections.company")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("sections.companyHint")}
            </Typography>
          </Box>
          {!profile.profiled ? (
            <Alert severity="warning" data-testid="profile-incomplete">
              {t("incompleteHint")}
            </Alert>
          ) : null}
          {failure ? <FormAlert>{errorText(failure, language)}</FormAlert> : null}
          <CompanySection
            control={form.control}
            sectors={lists.sectors}
            sizes={lists.sizes}
            revenues={lists.revenues}
          />
          <Divider />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t("sections.about")}
          </Typography>
          <AboutSection control={form.control} />
          <HowDoYouKnowField control={form.control} options={lists.howDoYouKnow} />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
            <Button
              variant="text"
              disabled={!isDirty || busy}
              onClick={() => form.reset(profileToValues(profile))}
            >
              {t("cancel")}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty || busy}
              data-testid="company-profile-save"
            >
              {t("save")}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
