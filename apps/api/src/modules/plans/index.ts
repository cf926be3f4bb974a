// The plans module's public face: other modules import only from here (layer rule api-module-via-index).
export { clientFreePlanLimits } from "./free-plan.ts";
export { seedPlans } from "./plan-catalogue.ts";
export { findSubscription, usageCounters } from "./queries.ts";
export {
  addonAlonePrice,
  assertFunctionAllowed,
  audienceOf,
  clientCredits,
  spendCredit,
  startFreePlan,
  startPlan,
  supplierPlanStatus,
} from "./service.ts";
