// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Message { id: number; topic: string; payload: unknown; attempts: number }
type Ack = { id: number; ok: boolean; note?: string };

class Queue {
  private pending: Message[] = [];
  private dead: Message[] = [];
  private seq = 0;
  constructor(private readonly maxAttempts = 3) {}
  publish(topic: string, payload: unknown): number {
    const id = ++this.seq;
    this.pending.push({ id, topic, payload, attempts: 0 });
    return id;
  }
  async consume(handler: (m: Message) => Promise<Ack>, batch = 2): Promise<Ack[]> {
    const acks: Ack[] = [];
    while (this.pending.length) {
      const chunk = this.pending.splice(0, batch);
      const results = await Promise.allSettled(chunk.map((m) => handler({ ...m, attempts: m.attempts + 1 })));
      results.forEach((r, i) => {
        const m = { ...chunk[i], attempts: chunk[i].attempts + 1 };
        if (r.status === "fulfilled" && r.value.ok) acks.push(r.value);
        else if (m.attempts >= this.maxAttempts) this.dead.push(m);
        else this.pending.push(m);
        if (r.status === "rejected") acks.push({ id: m.id, ok: false, note: String((r.reason as Error).message) });
      });
    }
    return acks;
  }
  get deadLetters(): readonly Message[] {
    return this.dead;
  }
}

const q = new Queue();
q.publish("email", { to: "a@x.io" });
q.publish("email", { to: "" });
q.publish("sms", { to: "+100" });
q.publish("push", null);

const seenAttempts = new Map<number, number>();
const acks = await q.consume(async (m) => {
  seenAttempts.set(m.id, m.attempts);
  if (m.topic === "push") throw new Error("no device");
  const to = (m.payload as { to?: string } | null)?.to;
  if (!to) return { id: m.id, ok: false };
  if (m.topic === "sms" && m.attempts < 2) throw new Error("carrier busy");
  return { id: m.id, ok: true, note: `${m.topic}->${to}` };
});
console.log(acks.filter((a) => a.ok).map((a) => a.note));
console.log(acks.filter((a) => !a.ok).length, [...seenAttempts]);
console.log(q.deadLetters.map((m) => `${m.id}:${m.topic}:${m.attempts}`));
