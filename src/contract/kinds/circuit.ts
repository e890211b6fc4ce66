/** The season circuit's actions: their requests, by action name. */
import type { CircuitRequest, EventRequest, MastersRequest } from "../views";

export interface CircuitActions {
  computeCircuit: CircuitRequest;
  prepareMasters: MastersRequest;
  updateMasters: EventRequest;
}
