export { Node, SecretNode, reconcile, type AnyNode } from "./node";
export { RoomState, SeatSlot } from "./room-state";
export { LOG_LINES, writeLogLine } from "./log-ring";
export { toPlain, logTail, type Json, type NodeLike, type MapLike } from "./plain";
export { project } from "./project";
