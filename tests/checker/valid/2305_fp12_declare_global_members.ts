// `declare global { interface ... }` adds members to the library's interfaces; the checker does
// not merge the block yet, so it stays silent about members of library types.
declare global {
  interface Array<T> {
    second(): T | undefined;
  }
  interface String {
    shout(times: number): string;
  }
}

Array.prototype.second = function () {
  return this.length > 1 ? this[1] : undefined;
};
String.prototype.shout = function (times: number) {
  return this.toUpperCase() + "!".repeat(times);
};

const picked = [4, 5, 6].second();
const loud = "hey".shout(2);
console.log(picked, loud);
