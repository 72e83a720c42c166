export { GameFile } from "./game-file";
export { verifyGame, type Check } from "./verify";
