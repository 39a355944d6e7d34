// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Shape2 {
    describe() {
        return `${this.kind} with area ${this.area().toFixed(2)}`;
    }
    static compare(a, b) {
        return a.area() - b.area();
    }
}
class Circle extends Shape2 {
    r;
    kind = "circle";
    constructor(r) {
        super();
        this.r = r;
    }
    area() { return Math.PI * this.r ** 2; }
    scale(k) { return new Circle(this.r * k); }
}
class Rect extends Shape2 {
    w;
    h;
    kind = "rect";
    constructor(w, h) {
        super();
        this.w = w;
        this.h = h;
    }
    area() { return this.w * this.h; }
    get isSquare() { return this.w === this.h; }
}
class Registry {
    items = [];
    add(item) { this.items.push(item); return this; }
    largest() { return this.items.toSorted(Shape2.compare).at(-1); }
    byKind() {
        return this.items.reduce((m, s) => m.set(s.kind, [...(m.get(s.kind) ?? []), s]), new Map());
    }
    total() { return this.items.reduce((t, s) => t + s.area(), 0); }
}
class RectRegistry extends Registry {
    squares() { return [...(this.byKind().get("rect") ?? [])].filter((r) => r.isSquare); }
}
const all = new Registry().add(new Circle(1)).add(new Rect(2, 3)).add(new Circle(0.5).scale(4));
console.log(all.largest()?.describe(), all.total().toFixed(3));
for (const [k, list] of all.byKind())
    console.log(k, list.length);
const rects = new RectRegistry().add(new Rect(2, 2)).add(new Rect(1, 5)).add(new Rect(3, 3));
console.log(rects.squares().map((r) => r.w), rects.largest()?.isSquare, rects.total());
const big = rects.largest();
if (big)
    console.log(big.w * big.h, big.kind);
