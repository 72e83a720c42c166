import { fold, matchMoves, placesCalled, whereAsked } from "../src/table/command-match";

/** The command line's reading of what was typed (client/src/table/command-match.ts). */

const MOVES = ["Build Mining at C4", "Build Colony at C4", "Build Mining at E5", "Pass", "Take 1 €", "Take the 1st player token"];
const found = (typed: string) => matchMoves(typed, MOVES).map((i) => MOVES[i]);

describe("the command line's matching", () => {
  test("each typed word is the start of some word of the move, in any order", () => {
    expect(found("build mining c4")).toEqual(["Build Mining at C4"]);
    expect(found("c4 min")).toEqual(["Build Mining at C4"]);
    expect(found("BUILD c4")).toEqual(["Build Mining at C4", "Build Colony at C4"]);
  });

  test("a typed word that starts no word of a move leaves that move out", () => {
    expect(found("build mining e9")).toEqual([]);
    expect(found("ining")).toEqual([]);
  });

  test("two typed words need two words of the move", () => {
    expect(found("pass pass")).toEqual([]);
    expect(found("take t")).toEqual(["Take the 1st player token"]);
  });

  test("nothing typed matches nothing", () => {
    expect(found("")).toEqual([]);
    expect(found("   ")).toEqual([]);
  });

  test("a move typed in full is the one meant, even when longer moves start with it", () => {
    expect(matchMoves("pass", ["Pass", "Pass and draw"]).length).toBe(1);
    expect(matchMoves("pa", ["Pass", "Pass and draw"]).length).toBe(2);
  });

  test("case, accents and punctuation do not matter", () => {
    expect(fold("Où est  Ça, (3,4)?")).toBe("ou est ca 3 4");
    expect(matchMoves("choisir financement", ["Choisir Financement"])).toEqual([0]);
    expect(matchMoves("ou", ["Où est"])).toEqual([0]);
  });
});

describe("where is", () => {
  const openers = ["where is", "where", "wo ist", "wo"];

  test("the question's opener is taken off and the rest is what is asked for", () => {
    expect(whereAsked("where is Meadow", openers)).toBe("meadow");
    expect(whereAsked("Where  Meadow Lopers", openers)).toBe("meadow lopers");
    expect(whereAsked("wo ist Ana", openers)).toBe("ana");
  });

  test("a line that does not ask where, or asks for nothing, is not a question", () => {
    expect(whereAsked("wherever", openers)).toBeNull();
    expect(whereAsked("build mining", openers)).toBeNull();
    expect(whereAsked("where is", openers)).toBeNull();
  });

  test("the places are those whose words hold what is asked for", () => {
    const labels = ["Xylo: Meadow Lopers, 3 of 4 left", "Ana (you): 3 €", "Bo: 2 €, camps on Xylo"];
    expect(placesCalled("xylo", labels)).toEqual([labels[0], labels[2]]);
    expect(placesCalled("nothing", labels)).toEqual([]);
    expect(placesCalled("", labels)).toEqual([]);
  });
});
