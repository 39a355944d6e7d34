const parsed = Json.parse('{"a": 1}');
console.log(parsed);
