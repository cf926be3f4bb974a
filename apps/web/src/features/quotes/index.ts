// The quotes feature's public face: other features import only from here (layer rule web-feature-boundaries).

export { uploadFpProposal } from "./api.ts";
export { FpProposalForm, type FpProposalFormProps } from "./components/fp-proposal-form.tsx";
export {
  MarketTabs,
  MyQuotesTab,
  marketTabOf,
  SendProposalButton,
  SendQuoteButton,
} from "./components/market-quote-entry.tsx";
export { NeedProposalsPanel, PositionQuotesPanel } from "./components/position-quotes-panel.tsx";
