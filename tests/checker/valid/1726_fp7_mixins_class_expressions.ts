// Mixins: functions returning class expressions.
type Constructor<T = {}> = new (...args: any[]) => T;

function Timestamped<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    createdAt = 1000;
    touch(at: number) {
      this.createdAt = at;
      return this;
    }
  };
}

function Tagged<TBase extends Constructor>(Base: TBase) {
  return class extends Base {
    tags: string[] = [];
    tag(...t: string[]) {
      this.tags.push(...t);
      return this;
    }
    hasTag(t: string): boolean {
      return this.tags.includes(t);
    }
  };
}

function Serializable<TBase extends Constructor<{ toJSON(): object }>>(Base: TBase) {
  return class extends Base {
    serialize(): string {
      return JSON.stringify(this.toJSON());
    }
  };
}

class Note {
  constructor(public title: string, public body: string) {}
  toJSON(): object {
    return { title: this.title, body: this.body };
  }
}

const RichNote = Serializable(Tagged(Timestamped(Note)));
type RichNote = InstanceType<typeof RichNote>;

const n: RichNote = new RichNote("groceries", "milk, eggs");
n.tag("home", "todo").touch(2000);
console.log(n.title, n.createdAt, n.tags, n.hasTag("home"), n.hasTag("work"));
console.log(n.serialize());

const notes: RichNote[] = [n, new RichNote("ideas", "mixins")];
notes[1].tag("work");
const tagged = notes.filter((x) => x.hasTag("work")).map((x) => x.title);
console.log(tagged);

class Counter {
  count = 0;
}
const TimedCounter = Timestamped(Counter);
const tc = new TimedCounter();
tc.count += 3;
console.log(tc.count, tc.touch(5).createdAt);
