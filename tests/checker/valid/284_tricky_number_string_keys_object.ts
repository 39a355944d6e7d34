const codes = { 200: "OK", 404: "Not Found" };
console.log(codes[200], codes["404"]);
