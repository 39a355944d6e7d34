const method = "GET";
function request(m: "GET" | "POST", url: string): string {
  return `${m} ${url}`;
}
console.log(request(method, "/x"));
