// Object.create's properties argument goes through ToObject (null throws, a string's characters are
// descriptors); Object.entries/values skip keys a getter deleted on the way.
for (const props of [null, "hello", 1, ""]) {
  try {
    console.log(Object.create({}, props as any));
  } catch (e) {
    console.log((e as Error).constructor.name, (e as Error).message);
  }
}
const o: any = {
  a: "A",
  get b() {
    delete this.c;
    return "B";
  },
  c: "C",
};
console.log(Object.entries(o));
const p: any = {
  x: 1,
  get y() {
    delete this.z;
    return 2;
  },
  z: 3,
};
console.log(Object.values(p), Object.keys(p));
