interface Handler {
  handle(e: { type: string }): void;
}
const h: Handler = {
  handle(e: { type: string; extra?: number }) {
    console.log(e.type, e.extra ?? 0);
  },
};
h.handle({ type: "x" });
