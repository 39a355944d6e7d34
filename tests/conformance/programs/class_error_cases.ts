// Engine errors around classes, caught, with node's messages.
function attempt(label: string, f: () => unknown) {
  try {
    console.log(label, "->", f());
  } catch (e) {
    const err = e as Error;
    console.log(label, "->", err.constructor.name + ":", err.message);
  }
}

class Plain {
  value = 1;
  method() {
    return this.value;
  }
}
class Parent {
  constructor(public tag: string) {}
}

attempt("call without new", () => (Plain as any)());
attempt("unbound method", () => {
  const m = new Plain().method;
  return m();
});
attempt("new on a method", () => new (new Plain().method as any)());

attempt("this before super", () => {
  class Early extends Parent {
    constructor() {
      (this as any).x = 1;
      super("early");
    }
  }
  return new Early();
});
attempt("no super call", () => {
  class Missing extends Parent {
    constructor() {}
  }
  return new Missing();
});
attempt("super twice", () => {
  class Twice extends Parent {
    constructor() {
      super("a");
      super("b");
    }
  }
  return new Twice();
});
attempt("arrow before super", () => {
  class ArrowEarly extends Parent {
    constructor() {
      const read = () => this.tag;
      let before = "";
      try {
        before = read();
      } catch (e) {
        before = (e as Error).constructor.name;
      }
      super("arrow");
      return { before, after: read() } as any;
    }
  }
  return new ArrowEarly();
});
attempt("return object from derived constructor", () => {
  class Override extends Parent {
    constructor() {
      super("x");
      return { overridden: true } as any;
    }
  }
  return new Override();
});

attempt("extends undefined", () => {
  const NotAClass: any = undefined;
  class Bad extends NotAClass {}
  return Bad;
});
attempt("extends null", () => {
  class NullBase extends (null as any) {}
  return Object.getPrototypeOf(NullBase.prototype);
});
attempt("use before declaration", () => {
  const make = () => new Later();
  const r = make();
  class Later {}
  return r;
});
attempt("reassign inner class name", () => {
  class Fixed {
    static rename() {
      (Fixed as any) = null;
    }
  }
  Fixed.rename();
  return "unreachable";
});

class Secret {
  #code = 7;
  static peek(o: any) {
    return o.#code;
  }
  static poke(o: any) {
    o.#code = 1;
    return "poked";
  }
  static has(o: any) {
    return #code in o;
  }
}
attempt("private read", () => Secret.peek({ code: 7 }));
attempt("private write", () => Secret.poke(Object.create(Secret.prototype)));
attempt("private in", () => [Secret.has(new Secret()), Secret.has({})]);

attempt("getter only", () => {
  class G {
    get v() {
      return 1;
    }
  }
  const g: any = new G();
  try {
    g.v = 2;
  } catch (e) {
    return (e as Error).constructor.name;
  }
  return g.v;
});
attempt("method of undefined", () => {
  const items: Plain[] = [];
  return items[0].method();
});
attempt("not a constructor", () => {
  const notClass: any = { x: 1 };
  return new notClass();
});
attempt("destructure null", () => {
  const source: { a?: number } | null = null as any;
  const { a } = source as any;
  return a;
});
attempt("destructure parameter", () => {
  function area({ w, h }: { w: number; h: number }) {
    return w * h;
  }
  return (area as any)();
});
