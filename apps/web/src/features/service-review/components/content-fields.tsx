import type { ServiceContent } from "@mkt/contracts";
import { Box, Chip, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatEuro, formatEuroRange } from "../../../shared/i18n/format-euro.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useJobSectors } from "../../company-profile/index.ts";
import { useTechnologies } from "../../profiles/index.ts";
import { useServiceCategories } from "../api.ts";
import type { ServiceField } from "../service-diff.ts";

/** Names of the ids a service's content refers to (category with its parent, technologies, sectors). */
export type ContentNames = {
  category: (id: number) => string;
  technology: (id: number) => string;
  sector: (id: number) => string;
};

function byId(rows: readonly { id: number; name: string }[] | undefined): Map<number, string> {
  return new Map((rows ?? []).map((row) => [row.id, row.name]));
}

/** The lookups behind a service's ids, in the reader's language; an id no longer listed reads "#id". */
export function useContentNames(): ContentNames {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const categories = useServiceCategories(language);
  const technologies = byId(useTechnologies().data);
  const sectors = byId(useJobSectors(language).data);
  const categoryRows = new Map((categories.data ?? []).map((row) => [row.id, row]));
  const unknown = (id: number) => t("values.unknownItem", { id });
  return {
    category: (id) => {
      const row = categoryRows.get(id);
      if (!row) return unknown(id);
      const parent = row.parent_id === null ? undefined : categoryRows.get(row.parent_id);
      return parent ? `${parent.name} › ${row.name}` : row.name;
    },
    technology: (id) => technologies.get(id) ?? unknown(id),
    sector: (id) => sectors.get(id) ?? unknown(id),
  };
}

function Chips({ labels, empty }: { labels: string[]; empty: string }) {
  if (labels.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

const paragraph = (text: string) => (
  <Typography sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{text}</Typography>
);

/** One field of a service's content, read-only. */
export function FieldValue({
  field,
  content,
  names,
}: {
  field: ServiceField;
  content: ServiceContent;
  names: ContentNames;
}): ReactNode {
  const { t } = useTranslation("service-review");
  const language = useLanguage();
  const none = t("values.none");
  switch (field) {
    case "title_it":
    case "title_en":
    case "description_it":
    case "description_en":
      return paragraph(content[field]);
    case "category_id":
      return paragraph(names.category(content.category_id));
    case "delivery_model":
      return paragraph(t(`values.deliveryModel.${content.delivery_model}`));
    case "price": {
      // The app's one euro format: a range is "1.500–3.000 €" / "€1,500 – €3,000", not two prices side by side.
      const { price_kind: kind, price_min: min, price_max: max } = content;
      if (kind === "range" && min !== null && max !== null)
        return paragraph(formatEuroRange(min, max, language));
      if (kind === "from" && min !== null)
        return paragraph(t("values.price.from", { min: formatEuro(min, language) }));
      return paragraph(t("values.price.on_quote"));
    }
    case "duration": {
      const { duration_min_days: min, duration_max_days: max } = content;
      if (min !== null && max !== null) return paragraph(t("values.duration.range", { min, max }));
      if (min !== null) return paragraph(t("values.duration.from", { count: min }));
      if (max !== null) return paragraph(t("values.duration.upTo", { count: max }));
      return paragraph(t("values.duration.none"));
    }
    case "technology_ids":
      return <Chips labels={content.technology_ids.map(names.technology)} empty={none} />;
    case "sector_ids":
      return <Chips labels={content.sector_ids.map(names.sector)} empty={none} />;
    case "deliverables":
      if (content.deliverables.length === 0) return <Typography color="text.secondary">{none}</Typography>;
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {content.deliverables.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: deliverables are plain texts that may repeat
            <li key={index}>
              <Typography sx={{ wordBreak: "break-word" }}>{item}</Typography>
            </li>
          ))}
        </Box>
      );
    case "case_studies":
      if (content.case_studies.length === 0) return <Typography color="text.secondary">{none}</Typography>;
      return (
        <Stack spacing={1.5}>
          {content.case_studies.map((study, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: case studies have no id of their own
            <Box key={index}>
              <Typography sx={{ fontWeight: 600, wordBreak: "break-word" }}>{study.title}</Typography>
              {study.client_sector_id !== null ? (
                <Typography variant="body2" color="text.secondary">
                  {t("values.caseSector", { name: names.sector(study.client_sector_id) })}
                </Typography>
              ) : null}
              {study.collaboration_id !== null ? (
                <Typography variant="body2" color="text.secondary">
                  {t("values.caseCollaboration", { id: study.collaboration_id })}
                </Typography>
              ) : null}
              {paragraph(study.outcome)}
            </Box>
          ))}
        </Stack>
      );
    case "attachments":
      if (content.attachments.length === 0) return <Typography color="text.secondary">{none}</Typography>;
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {content.attachments.map((file) => (
            <li key={file.file_id}>
              <Typography sx={{ wordBreak: "break-word" }}>{file.name}</Typography>
            </li>
          ))}
        </Box>
      );
  }
}
