import { FAULT_LINES, LUSH_PASTURES } from "../../src/games/cheeses/data";
import { adjacent, distance, mapOf, neighbours, spaceAt } from "../../src/games/cheeses/map";

function bfs(sheets: 1 | 2, x: number, y: number): Map<string, number> {
  const dist = new Map<string, number>([[`${x},${y}`, 0]]);
  const queue = [[x, y]];
  while (queue.length) {
    const [cx, cy] = queue.shift()!;
    for (const n of neighbours(sheets, cx, cy)) {
      const k = `${n.x},${n.y}`;
      if (!dist.has(k)) { dist.set(k, dist.get(`${cx},${cy}`)! + 1); queue.push([n.x, n.y]); }
    }
  }
  return dist;
}

describe("§2 board geometry", () => {
  it("the 2-player sheet has 96 octagons and 77 squares (173 spaces)", () => {
    const spaces = mapOf(1).spaces;
    expect(spaces.filter((s) => s.kind === "octagon")).toHaveLength(96);
    expect(spaces.filter((s) => s.kind === "square")).toHaveLength(77);
    expect(spaces).toHaveLength(173);
  });

  it("the double map has 192 octagons and 161 squares (353 spaces), with seam squares at x=23", () => {
    const spaces = mapOf(2).spaces;
    expect(spaces.filter((s) => s.kind === "octagon")).toHaveLength(192);
    expect(spaces.filter((s) => s.kind === "square")).toHaveLength(161);
    for (let y = 1; y <= 13; y += 2) expect(spaceAt(2, 23, y)?.feature).toBeNull();
    expect(spaceAt(1, 23, 1)).toBeUndefined();
    expect(spaceAt(2, 46, 14)?.kind).toBe("octagon");
  });

  it("mixed-parity pairs are not spaces", () => {
    expect(spaceAt(1, 2, 3)).toBeUndefined();
    expect(spaceAt(1, 3, 2)).toBeUndefined();
  });

  it("fault lines and lush pastures sit where §2.2 says, on both sheets, and never overlap", () => {
    const one = mapOf(1).spaces;
    expect(one.filter((s) => s.feature === "fault")).toHaveLength(24);
    expect(one.filter((s) => s.feature === "lush")).toHaveLength(12);
    for (const line of FAULT_LINES) {
      for (let i = 0; i + 1 < line.length; i++) expect(adjacent(...line[i], ...line[i + 1])).toBe(true);
    }
    for (const [x, y] of FAULT_LINES[0]) expect(FAULT_LINES[1]).toContainEqual([22 - x, 14 - y]);
    for (const [x, y] of LUSH_PASTURES) {
      expect(spaceAt(1, x, y)?.feature).toBe("lush");
      expect(spaceAt(2, x + 24, y)?.feature).toBe("lush");
    }
    expect(spaceAt(2, 26, 0)?.feature).toBe("fault");
    expect(spaceAt(2, 44, 14)?.feature).toBe("fault");
    expect(spaceAt(2, 36, 6)?.feature).toBe("lush");
    expect(mapOf(2).spaces.filter((s) => s.feature === "fault")).toHaveLength(48);
  });

  it("an octagon has 8 neighbours and a square 4; edges have fewer; squares never touch squares", () => {
    expect(neighbours(1, 4, 4)).toHaveLength(8);
    expect(neighbours(1, 5, 5)).toHaveLength(4);
    expect(neighbours(1, 0, 0)).toHaveLength(3);
    expect(neighbours(1, 22, 6)).toHaveLength(5);
    expect(neighbours(2, 22, 6)).toHaveLength(8);
    expect(adjacent(5, 5, 7, 7)).toBe(false);
    expect(adjacent(4, 4, 6, 6)).toBe(false);
    expect(adjacent(4, 4, 6, 4)).toBe(true);
    expect(adjacent(4, 4, 5, 5)).toBe(true);
  });

  it.each([1, 2] as const)("the closed-form distance equals breadth-first search on map %i", (sheets) => {
    const spaces = mapOf(sheets).spaces;
    const sources = sheets === 1 ? spaces : spaces.filter((_, i) => i % 7 === 0);
    const wrong: string[] = [];
    let checked = 0;
    for (const a of sources) {
      const d = bfs(sheets, a.x, a.y);
      for (const b of spaces) {
        checked++;
        if (distance(a.x, a.y, b.x, b.y) !== d.get(`${b.x},${b.y}`)) wrong.push(`(${a.x},${a.y})-(${b.x},${b.y})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(15000);
  });

  it("distances from the spec: (4,4)-(14,4) is 5, (16,4) and (15,5) are 6, a diagonal octagon step costs 2", () => {
    expect(distance(4, 4, 14, 4)).toBe(5);
    expect(distance(4, 4, 16, 4)).toBe(6);
    expect(distance(4, 4, 15, 5)).toBe(6);
    expect(distance(4, 4, 6, 6)).toBe(2);
    expect(distance(1, 1, 1, 3)).toBe(2);
    expect(distance(1, 1, 1, 1)).toBe(0);
  });
});
