class Stub {
  fetch() {
    throw new Error("not implemented");
  }
}
const n: number = new Stub().fetch();
console.log(n);
