// Encoding query strings and decoding them back, including unicode and spaces.
const params = { q: "café & crème", page: "2", tags: "a,b", emoji: "😀" };
const qs = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
console.log(qs);
const back = Object.fromEntries(qs.split("&").map((p) => p.split("=").map(decodeURIComponent)));
console.log(back, JSON.stringify(back) === JSON.stringify(params));
