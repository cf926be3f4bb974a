// The billing module's public face: other modules import only from here (layer rule api-module-via-index).
export { invoiceReceipt } from "./receipt.ts";
