// JSON.parse of every value kind, whitespace, unicode escapes, duplicate keys, big numbers.
console.log(JSON.parse('{"a":[1,2,{"b":null}],"c":"\\u00e9\\n","d":true}'), JSON.parse(" 1e3 "), JSON.parse('"\\ud83d\\ude00"'));
console.log(JSON.parse('{"x":1,"x":2}'), JSON.parse("[]"), JSON.parse("-0"), Object.is(JSON.parse("-0"), -0), JSON.parse("12345678901234567890"), JSON.parse('"\\/"'));
console.log(JSON.parse('{"__proto__": {"p": 1}}'), JSON.parse('{"2":"b","1":"a","z":0}'), JSON.parse("1E-2"), JSON.parse("null"));
