/** The Swiss event's actions: their requests, by action name. */
import type {
  CloseRoundRequest,
  DropPlayerRequest,
  EventRequest,
  GenerateRoundRequest,
  SwapPlayersRequest,
  TimerRequest,
  TopCutRequest,
  UndoRequest,
} from "../views";

export interface SwissActions {
  generateRound: GenerateRoundRequest;
  closeRound: CloseRoundRequest;
  timer: TimerRequest;
  dropPlayer: DropPlayerRequest;
  swapPlayers: SwapPlayersRequest;
  topCut: TopCutRequest;
  undoLastRound: UndoRequest;
  resultForm: EventRequest;
}
