// exit: 1
// An uncaught TypeError ends the program with exit status 1 after the output so far.
console.log("before the error");
const data: any = { items: [] };
function firstName(d: any) {
  return d.user.name;
}
console.log("items:", data.items.length);
console.log(firstName(data));
console.log("never printed");
