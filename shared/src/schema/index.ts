export { Node, SecretNode, type AnyNode } from "./node";
export { reconcile } from "./reconcile";
export { RoomState, SeatSlot } from "./room-state";
export { LOG_LINES, writeLogLine } from "./log-ring";
export { toPlain, logTail, type Json, type NodeLike, type MapLike } from "./plain";
export { project } from "./project";
