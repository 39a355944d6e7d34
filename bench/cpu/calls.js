// CPU suite: calls — method calls on class instances, closures passed to map/filter/reduce, recursion.
class Vec {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  add(o) {
    return new Vec(this.x + o.x, this.y + o.y);
  }
  dot(o) {
    return this.x * o.x + this.y * o.y;
  }
  scale(k) {
    return new Vec(this.x * k, this.y * k);
  }
}

class Account {
  constructor(id) {
    this.id = id;
    this.balance = 0;
  }
  deposit(n) {
    this.balance += n;
    return this;
  }
  withdraw(n) {
    if (n <= this.balance) this.balance -= n;
    return this;
  }
  value() {
    return this.balance;
  }
}

function depth(n) {
  return n === 0 ? 0 : 1 + depth(n - 1);
}

function ack(m, n) {
  if (m === 0) return n + 1;
  if (n === 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

let checksum = 0;
const accounts = [];
for (let i = 0; i < 64; i++) accounts.push(new Account(i));
for (let round = 0; round < 3000; round++) {
  // methods on class instances
  let v = new Vec(1, 2);
  for (let i = 0; i < 100; i++) {
    v = v.add(new Vec(i % 3, 1)).scale(0.5);
    checksum = (checksum + v.dot(v)) % 1000003;
  }
  for (let i = 0; i < 64; i++) {
    const a = accounts[i];
    a.deposit(i + round).withdraw(i % 7);
    checksum = (checksum + a.value()) % 1000003;
  }
  // closures passed to map / filter / reduce
  const xs = [];
  for (let i = 0; i < 50; i++) xs.push(i + round);
  const k = round % 5;
  const total = xs
    .map((x) => x * k + 1)
    .filter((x) => x % 3 !== 0)
    .reduce((acc, x) => acc + x, 0);
  checksum = (checksum + total) % 1000003;
  // recursion
  checksum = (checksum + depth(200) + ack(2, round % 20)) % 1000003;
}
console.log("calls checksum", Math.floor(checksum));
