// Abstract shapes with generic visitors and static factories.
interface ShapeVisitor<R> {
  circle(s: Circle): R;
  rect(s: Rect): R;
  group(s: Group): R;
}

abstract class Shape {
  abstract accept<R>(v: ShapeVisitor<R>): R;

  static circle(r: number): Circle {
    return new Circle(r);
  }
  static rect(w: number, h: number): Rect {
    return new Rect(w, h);
  }
  static group(...children: Shape[]): Group {
    return new Group(children);
  }
}

class Circle extends Shape {
  constructor(readonly r: number) {
    super();
  }
  accept<R>(v: ShapeVisitor<R>): R {
    return v.circle(this);
  }
}

class Rect extends Shape {
  constructor(readonly w: number, readonly h: number) {
    super();
  }
  accept<R>(v: ShapeVisitor<R>): R {
    return v.rect(this);
  }
}

class Group extends Shape {
  constructor(readonly children: readonly Shape[]) {
    super();
  }
  accept<R>(v: ShapeVisitor<R>): R {
    return v.group(this);
  }
}

const area: ShapeVisitor<number> = {
  circle: (s) => Math.PI * s.r ** 2,
  rect: (s) => s.w * s.h,
  group: (g) => g.children.reduce((sum, c) => sum + c.accept(area), 0),
};

const describe: ShapeVisitor<string> = {
  circle: ({ r }) => `circle(${r})`,
  rect: ({ w, h }) => `rect(${w}x${h})`,
  group(g) {
    return `group[${g.children.map((c) => c.accept(this)).join(", ")}]`;
  },
};

const count: ShapeVisitor<Record<"circle" | "rect" | "group", number>> = {
  circle: () => ({ circle: 1, rect: 0, group: 0 }),
  rect: () => ({ circle: 0, rect: 1, group: 0 }),
  group: (g) =>
    g.children
      .map((c) => c.accept(count))
      .reduce((a, b) => ({ circle: a.circle + b.circle, rect: a.rect + b.rect, group: a.group + b.group }), {
        circle: 0,
        rect: 0,
        group: 1,
      }),
};

const scene = Shape.group(Shape.circle(1), Shape.rect(2, 3), Shape.group(Shape.rect(1, 1), Shape.circle(0.5)));
console.log(scene.accept(area).toFixed(3));
console.log(scene.accept(describe));
console.log(JSON.stringify(scene.accept(count)));
