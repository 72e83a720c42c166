import { Container, Graphics } from "pixi.js";

/** A quiet starfield behind every board; the same sky for the same size. */
export function starfield(): { layer: Container; resize(width: number, height: number): void } {
  const layer = new Container();
  const sky = new Graphics();
  layer.addChild(sky);
  return {
    layer,
    resize(width, height) {
      sky.clear();
      let seed = 7;
      const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      const count = Math.round((width * height) / 5000);
      for (let i = 0; i < count; i++) {
        const r = next() < 0.9 ? 0.8 : 1.6;
        sky.circle(next() * width, next() * height, r).fill({ color: next() < 0.8 ? 0xcfd8ff : 0x9d8cff, alpha: 0.25 + next() * 0.5 });
      }
    },
  };
}
