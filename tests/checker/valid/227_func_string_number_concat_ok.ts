const count = 3;
const msg = "items: " + count;
const msg2 = count + " items";
const mixed = "a" + 1 + 2;
console.log(msg, msg2, mixed);
