const names = ["ann", "bo", "cy"];
for (let i = names.length - 1; i >= 0; i--) {
  console.log(i, names[i].toUpperCase());
}
const last = names[names.length - 1];
console.log(last.length);
