// A generic alias written before the class it names, used by that class's own method: the
// alias is whole when the method's parameter is read, so the callback's return is contextually
// typed (no TS7006 on `m`). And `this instanceof Sub` narrows `this`.
type Factory<T> = (c: Container) => T;
interface Logger {
  log(msg: string): void;
  lines: string[];
}
class Container {
  register<T>(sample: T, factory: Factory<T>): this {
    return this;
  }
  isSpecial(): boolean {
    return this instanceof Special ? this.extra > 0 : false;
  }
}
class Special extends Container {
  extra = 1;
}
const sample: Logger = { log() {}, lines: [] };
new Container()
  .register(sample, () => {
    const lines: string[] = [];
    return { lines, log: (m) => lines.push(m) };
  })
  .register(sample, (c) => ({ lines: [], log: (m) => console.log(m.length, c.isSpecial()) }));
console.log(new Special().isSpecial());
