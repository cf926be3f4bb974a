import { type Language, TERMS_VERSION } from "@mkt/contracts";
import { Alert, Box, Button, Link, List, ListItem, Stack, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../shared/components/page-loader.tsx";
import { type LegalDocument, type LegalKind, loadLegalDocument } from "../content/legal-document.ts";

/** The legal text of a kind in a language, loaded once (its own chunk). */
export function useLegalDocument(kind: LegalKind, language: Language) {
  return useQuery({
    queryKey: ["legal-document", kind, language],
    queryFn: () => loadLegalDocument(kind, language),
    staleTime: Infinity,
  });
}

export type LegalDocumentViewProps = {
  kind: LegalKind;
  language: Language;
  /** Inside a dialog whose title names the text: no title of its own, sections one level down. */
  embedded?: boolean;
};

/** A legal text: title, version, introduction, table of contents linking each numbered section. */
export function LegalDocumentView({ kind, language, embedded = false }: LegalDocumentViewProps) {
  const { t } = useTranslation("legal");
  const legal = useLegalDocument(kind, language);
  if (legal.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void legal.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {t("loadError")}
      </Alert>
    );
  if (!legal.data) return <PageLoader />;
  return <LegalText doc={legal.data} kind={kind} embedded={embedded} />;
}

type LegalTextProps = { doc: LegalDocument; kind: LegalKind; embedded: boolean };

function LegalText({ doc, kind, embedded }: LegalTextProps) {
  const { t } = useTranslation("legal");
  const anchor = (id: string) => `${kind}-${id}`;
  const sectionLevel = embedded ? "h3" : "h2";
  return (
    <Stack spacing={3} component="article" data-testid={`legal-${kind}`} sx={{ overflowWrap: "anywhere" }}>
      <Box>
        {embedded ? null : (
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
            {doc.title}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="legal-version">
          {t("version", { version: TERMS_VERSION })}
        </Typography>
      </Box>
      <Typography>{doc.intro}</Typography>
      <Box component="nav" aria-label={t("contents")} sx={{ bgcolor: "action.hover", borderRadius: 2, p: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {t("contents")}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: "grid", gap: 0.5 }}>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${anchor(section.id)}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {doc.sections.map((section, index) => (
        <Box component="section" key={section.id} id={anchor(section.id)} sx={{ scrollMarginTop: 80 }}>
          <Typography variant="h6" component={sectionLevel} sx={{ fontWeight: 700, mb: 1 }}>
            {`${index + 1}. ${section.heading}`}
          </Typography>
          <Stack spacing={1.5}>
            {section.blocks.map((block) =>
              typeof block === "string" ? (
                <Typography key={block}>{block}</Typography>
              ) : (
                <List key={block.join("|")} sx={{ listStyleType: "disc", pl: 3, py: 0 }}>
                  {block.map((item) => (
                    <ListItem key={item} sx={{ display: "list-item", px: 0, py: 0.5 }}>
                      <Typography>{item}</Typography>
                    </ListItem>
                  ))}
                </List>
              ),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
