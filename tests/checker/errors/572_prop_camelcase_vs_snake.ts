interface User { first_name: string; last_name: string }
const u: User = { first_name: "Ada", last_name: "Lovelace" };
console.log(u.firstName + " " + u.last_name);
