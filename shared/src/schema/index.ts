export { Node, SecretNode, reconcile, type AnyNode, type NodeMap } from "./node";
export { RoomState, SeatSlot, LOG_LINES } from "./room-state";
export { toPlain, type Json, type NodeLike, type MapLike } from "./plain";
export { project } from "./project";
