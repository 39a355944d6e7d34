type Event =
  | { type: "created"; id: string; at: number }
  | { type: "updated"; id: string; at: number; fields: string[] }
  | { type: "deleted"; id: string; at: number; reason: string }
  | { type: "restored"; id: string; at: number; by: string };
const e: Event = { type: "created", id: "1", at: 0 };
const s: string = e;
console.log(s);
