import type { OpenServiceDetail } from "@mkt/contracts";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../shared/components/query-state.tsx";
import { ServiceDetailBody, ServiceDetailFrame } from "../find-services/index.ts";
import { useOpenServiceDetail } from "./browse-api.ts";
import { OpenSignUpCall } from "./open-profile-detail-signup.tsx";

/** The catalogue detail as a visitor reads it: no favourite, shortlist, brochures or supplier contacts. */
function ServiceView({ service }: { service: OpenServiceDetail }) {
  return (
    <ServiceDetailBody
      service={service}
      testId="open-service-detail"
      slots={{ afterPrice: <OpenSignUpCall kind="service" /> }}
    />
  );
}

/** The detail of the service the address opens (`?service=<id>`), beside the results. */
export function OpenServiceDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t: to } = useTranslation("open-browse");
  const detail = useOpenServiceDetail(id);
  return (
    <ServiceDetailFrame open={id !== null} onClose={onClose} closeTestId="open-service-close">
      <QueryState query={detail} retry={{ label: to("retry"), onClick: () => void detail.refetch() }}>
        {(service) => <ServiceView service={service} />}
      </QueryState>
    </ServiceDetailFrame>
  );
}
