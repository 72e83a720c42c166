export { seatColor } from "../common/palette";
export { label, fit, panel, clickable } from "../common/widgets";
export { COLORS } from "./colours";
