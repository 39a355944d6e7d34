interface Counter {
  count: number;
  inc(this: Counter, by?: number): Counter;
}

const counter: Counter = {
  count: 0,
  inc(by = 1) {
    this.count += by;
    return this;
  },
};
counter.inc().inc(5);
console.log(counter.count);

function describe(this: { name: string; tags: string[] }, prefix: string): string {
  return `${prefix}${this.name} [${this.tags.join(",")}]`;
}
const item = { name: "lamp", tags: ["home", "light"], describe };
console.log(item.describe("> "), describe.call({ name: "x", tags: [] }, "* "));
const bound = describe.bind({ name: "bound", tags: ["b"] });
console.log(bound("# "), describe.apply(item, ["@ "]));

class Button {
  clicks = 0;
  constructor(public label: string) {}
  handle = () => {
    this.clicks++;
    return `${this.label} clicked ${this.clicks}x`;
  };
  handleMethod(this: Button) {
    return this.label.length;
  }
}
const btn = new Button("ok");
const { handle } = btn;
handle();
console.log(handle(), btn.handleMethod());
const methods = [btn.handle, () => btn.handleMethod()];
console.log(methods.map((f) => f()));

const calculator = {
  total: 0,
  add(n: number) {
    this.total += n;
    return this;
  },
  sub(n: number) {
    this.total -= n;
    return this;
  },
  get doubled() {
    return this.total * 2;
  },
};
console.log(calculator.add(10).sub(3).add(1).total, calculator.doubled);
const proto = {
  greet(this: { who: string }) {
    return "hi " + this.who;
  },
};
const child = Object.create(proto) as typeof proto & { who: string };
child.who = "kid";
console.log(child.greet(), Object.getPrototypeOf(child) === proto);
