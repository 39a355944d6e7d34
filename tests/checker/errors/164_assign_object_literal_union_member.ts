type Event =
  | { type: "click"; x: number; y: number }
  | { type: "key"; key: string };
const e: Event = { type: "click", key: "a" };
