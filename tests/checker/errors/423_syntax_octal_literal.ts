const mode = 0755;
const perms = mode.toString(8);
console.log(perms);
