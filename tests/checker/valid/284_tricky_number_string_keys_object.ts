const codes = { 200: "OK", 404: "Not Found" };
const code: 200 | 404 = 404;
console.log(codes[200], codes["404"], codes[code]);
