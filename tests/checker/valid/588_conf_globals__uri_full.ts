// encodeURI/decodeURI keep reserved characters; decodeURI leaves escapes of reserved characters alone.
const url = "https://ex.com/a path/ü?q=1&r=a b#frag";
console.log(encodeURI(url), decodeURI(encodeURI(url)) === url);
console.log(encodeURI(";,/?:@&=+$#-_.!~*'()"), encodeURIComponent(";,/?:@&=+$#-_.!~*'()"));
console.log(decodeURI("%3B%2F%3F%20%C3%BC"), decodeURIComponent("%3B%2F%3F%20%C3%BC"));
try { decodeURI("%C3%28"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
