import type { FieldError, PositionInput } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { unknownLanguageCodes } from "../reference-data/index.ts";
import { assertSectorAndTechnologies } from "./queries.ts";

/**
 * Rejects unknown references before anything is written: the sector code and technology ids (404-style codes of
 * the needs module), then the positions' language codes, which must be in the staff's spoken-language table (a
 * 400 naming `positions.N.languages.M.code`; a disabled language is still known, so a saved need keeps it).
 */
export async function assertReferences(db: DbOrTx, sectorCode: string | null, positions: PositionInput[]) {
  await assertSectorAndTechnologies(db, sectorCode, positions);
  const unknown = await unknownLanguageCodes(
    db,
    positions.flatMap((p) => p.languages.map((l) => l.code)),
  );
  if (unknown.size === 0) return;
  const errors: FieldError[] = positions.flatMap((p, pi) =>
    p.languages.flatMap((l, li) =>
      unknown.has(l.code)
        ? [
            {
              field: `positions.${pi}.languages.${li}.code`,
              code: "validation.language_unknown" as const,
              message: "",
            },
          ]
        : [],
    ),
  );
  throw new AppError("validation.failed", { fieldErrors: errors });
}
