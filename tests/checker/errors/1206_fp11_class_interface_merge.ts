interface E2 { last(): number | undefined }
class E2 { items: number[] = []; }
const d: string = new E2().nope;
const n: string = new E2().last();
interface Box<T> { label: string }
class Box<T> { constructor(public value: T) {} }
const b = new Box(1);
b.label = 2;
const v: string = b.value;
