// bind/call/apply: this binding, partial application, names and lengths of bound functions.
function greet(this: any, greeting: string, punct: string) { return `${greeting}, ${this.name}${punct}`; }
const ann = { name: "Ann" };
const hello = greet.bind(ann, "Hello");
console.log(greet.call(ann, "Hi", "!"), greet.apply(ann, ["Hey", "?"]), hello("."), hello.name, hello.length, greet.bind(null).name);
const twiceBound = hello.bind({ name: "ignored" }, "!!");
console.log(twiceBound(), twiceBound.name, twiceBound.length);
class P { constructor(public x: number, public y: number) {} }
const AtOrigin = (P as any).bind(null, 0);
console.log(new AtOrigin(5), new AtOrigin(5) instanceof P);
console.log(Math.max.apply(null, [1, 5, 3]), Array.prototype.slice.call([1, 2, 3], 1), [].concat.apply([1], [[2], [3]] as any));
