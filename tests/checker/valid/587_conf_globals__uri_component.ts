// encodeURIComponent/decodeURIComponent: reserved characters, unicode, errors on malformed input.
const s = "a b&c=d/é?😀#~!*()'";
const enc = encodeURIComponent(s);
console.log(enc, decodeURIComponent(enc) === s, encodeURIComponent(""), encodeURIComponent(123 as any), encodeURIComponent(null as any));
console.log(decodeURIComponent("%41%42%e2%82%ac"), decodeURIComponent("%2F%3f"), decodeURIComponent("plain+text"));
try { decodeURIComponent("%"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { decodeURIComponent("%E0%A4%A"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { encodeURIComponent("\ud800"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
