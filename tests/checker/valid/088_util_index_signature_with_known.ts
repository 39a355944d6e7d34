interface Headers {
  contentType: string;
  [name: string]: string;
}
const h: Headers = { contentType: "text/plain", "x-trace": "abc" };
h["accept"] = "*/*";
console.log(Object.keys(h).length);
