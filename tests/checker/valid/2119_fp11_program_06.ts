type Constructor<T = {}> = new (...args: any[]) => T;

function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = 1000;
    touch() { this.createdAt += 1; return this.createdAt; }
  };
}

function Serializable<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    serialize(): string { return JSON.stringify(this); }
  };
}

function Tagged<TBase extends Constructor>(Base: TBase) {
  return class Tagged extends Base {
    tags = new Set<string>();
    tag(...names: string[]) { for (const n of names) this.tags.add(n); return this; }
    hasTag(n: string) { return this.tags.has(n); }
  };
}

class Document {
  constructor(public title: string, public body = "") {}
  get length(): number { return this.body.length; }
}

const Rich = Serializable(Timestamped(Tagged(Document)));
const doc = new Rich("Notes", "hello world");
doc.tag("draft", "personal");
console.log(doc.title, doc.length, doc.touch(), doc.hasTag("draft"));
console.log(doc.serialize().includes("Notes"));

class Draft extends Timestamped(Document) {
  publish() { return `${this.title} @ ${this.createdAt}`; }
}
const d = new Draft("Plan");
d.touch();
console.log(d.publish());

function describeAll(items: { title: string; createdAt: number }[]) {
  return items.map((i) => `${i.title}:${i.createdAt}`).join(";");
}
console.log(describeAll([doc, d]));
