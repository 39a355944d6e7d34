const raw = '{"users":[{"id":1,"name":"alice","roles":["admin","dev"],"active":true},{"id":2,"name":"bob","roles":[],"active":false},{"id":3,"name":"carol","roles":["dev"]}],"meta":{"page":1}}';

const data = JSON.parse(raw);
console.log("page", data.meta.page, "users", data.users.length);

let activeUsers = data.users.filter((u: any) => u.active);
console.log(activeUsers.map((u: any) => u.name));

let roleCount: any = {};
for (let i = 0; i < data.users.length; i++) {
  let u = data.users[i];
  for (let j = 0; j < u.roles.length; j++) {
    let r = u.roles[j];
    if (roleCount[r]) {
      roleCount[r]++;
    } else {
      roleCount[r] = 1;
    }
  }
}
console.log(roleCount);

function greet(name: string, greeting?: string, punct = "!") {
  if (!greeting) greeting = "Hello";
  return greeting + ", " + name.charAt(0).toUpperCase() + name.slice(1) + punct;
}
data.users.forEach((u: any, i: number) => {
  console.log(i % 2 == 0 ? greet(u.name) : greet(u.name, "Hi", "?"));
});

let result = "";
let n = 0;
while (n < data.users.length) {
  result += data.users[n].id;
  if (n < data.users.length - 1) result += "-";
  n++;
}
console.log(result);
let x = JSON.parse("[1, 2, 3]");
let total = 0;
x.forEach((v: number) => (total += v));
console.log(total, JSON.stringify(data.users[2]), data.users[2].active === undefined);
let status = "unknown";
if (total > 5) {
  status = "big";
} else if (total > 2) {
  status = "medium";
}
console.log(status);
let config = JSON.parse('{"debug": "true", "level": "3"}');
let level = parseInt(config.level) + 1;
let debug = config.debug == "true";
console.log(level, debug, Object.keys(config).length);
