type Constructor<T = {}> = new (...args: any[]) => T;

function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = 1_700_000_000_000;
    touch() {
      this.createdAt += 1000;
      return this;
    }
  };
}

function Tagged<TBase extends Constructor>(Base: TBase) {
  return class Tagged extends Base {
    private tags = new Set<string>();
    tag(...t: string[]) {
      t.forEach((x) => this.tags.add(x));
      return this;
    }
    hasTag(t: string): boolean {
      return this.tags.has(t);
    }
    get tagList(): string[] {
      return [...this.tags].sort();
    }
  };
}

function Serializable<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    serialize(): string {
      return JSON.stringify(this);
    }
  };
}

class Entity {
  constructor(public id: string) {}
}

class Document extends Serializable(Tagged(Timestamped(Entity))) {
  constructor(id: string, public title: string) {
    super(id);
  }
  rename(t: string): this {
    this.title = t;
    return this;
  }
}

const d = new Document("d1", "Draft").tag("work", "urgent").rename("Final").touch();
console.log(d.title, d.tagList, d.hasTag("work"), d.createdAt);
console.log(d.serialize());
console.log(d instanceof Entity, d instanceof Document, typeof d.touch);

const TimestampedEntity = Timestamped(Entity);
const plain = new TimestampedEntity("e2");
console.log(plain.id, plain.touch().touch().createdAt);

class Counter {
  count = 0;
}
const TaggedCounter = Tagged(Counter);
const tc = new TaggedCounter();
tc.count += 5;
tc.tag("z", "a");
console.log(tc.count, tc.tagList);
const all = [d, plain, tc];
console.log(all.map((x) => ("title" in x ? x.title : "id" in x ? x.id : x.count)));
