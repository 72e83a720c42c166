import { Encoder, Reflection } from "@colyseus/schema";
import { LOG_LINES, RoomState, logTail, writeLogLine } from "../../src/schema";

/** A room state with its encoder and a client's reflection decoder, patched after every line. */
function wire() {
  const room = new RoomState();
  const encoder = new Encoder(room);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  const client = () => decoder.state as unknown as RoomState;
  return {
    room,
    client,
    /** Says line `n` on the server and sends the patch; returns its size in bytes. */
    say(n: number): number {
      writeLogLine(room.log, `line ${n}`, n);
      room.logTotal = n + 1;
      const bytes = encoder.encode();
      decoder.decode(bytes);
      encoder.discardChanges();
      return bytes.length;
    },
  };
}

const said = (total: number) => Array.from({ length: Math.min(total, LOG_LINES) }, (_, i) => `line ${total - Math.min(total, LOG_LINES) + i}`);

it("a client reads the log's last LOG_LINES lines in the order they were said, before the ring is full and after", () => {
  const { say, client } = wire();
  for (let n = 0; n < 3 * LOG_LINES + 7; n++) {
    say(n);
    const total = n + 1;
    expect(client().log.length).toBe(Math.min(total, LOG_LINES));
    expect(logTail(client().log, client().logTotal)).toEqual(said(total));
  }
});

it("a line past the first LOG_LINES is one slot's change: the patch does not grow with the log", () => {
  const { say } = wire();
  const sizes: number[] = [];
  for (let n = 0; n < 2 * LOG_LINES; n++) sizes.push(say(n));
  // "line 100" and "line 99" differ by a letter: every patch after the ring is full is about one line.
  const full = sizes.slice(LOG_LINES + 1);
  expect(Math.max(...full) - Math.min(...full)).toBeLessThanOrEqual(1);
  expect(Math.max(...full)).toBeLessThan(30);
});

it("a state restored with the whole log (a room back after a restart) holds the same ring", () => {
  const restored = new RoomState();
  for (let n = 0; n < LOG_LINES + 13; n++) writeLogLine(restored.log, `line ${n}`, n);
  expect(logTail(restored.log, LOG_LINES + 13)).toEqual(said(LOG_LINES + 13));
});
