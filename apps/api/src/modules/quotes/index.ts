// The quotes module's public face: other modules import only from here (layer rule api-module-via-index).
export { insertFpProposal, type PreparedFpProposal, prepareFpProposal } from "./fp-proposal.ts";
export { readProposalForm } from "./proposal-form-routes.ts";
