const raw = '{"users": [{"name": "ann"}]}';
const parsed = Json.parse(raw);
console.log(parsed.users.length);
