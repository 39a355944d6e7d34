// A static and an instance member may share a name; each lives on its own object.
class Dual { static value = "static"; value = "instance"; static describe() { return "static method"; } describe() { return "instance method"; } }
const d = new Dual();
console.log(Dual.value, d.value, Dual.describe(), d.describe(), Object.keys(Dual), Object.keys(d));
