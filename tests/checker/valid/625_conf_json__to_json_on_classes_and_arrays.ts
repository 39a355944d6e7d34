// toJSON on class prototypes, inherited toJSON, and arrays with toJSON elements.
class Temp { constructor(public c: number) {} toJSON() { return { celsius: this.c, fahrenheit: this.c * 9 / 5 + 32 }; } }
class Sub extends Temp {}
console.log(JSON.stringify([new Temp(100), new Sub(0)]), JSON.stringify({ t: new Sub(-40) }, null, 1));
