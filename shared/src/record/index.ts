export { GameFile } from "./game-file";
export { checkWords, verifyGame, type Check, type CheckId } from "./verify";
export { gameStory, storyRecorder, seatNames, type GameStoryReport } from "./story";
export { highlights, biggestGain, longestLead, closest, type Highlights, type BiggestGain, type LongestLead, type ClosestMoment } from "./highlights";
