// Errors inside arrays, objects and Maps print their header (frames are not compared).
console.log([new TypeError("in array")]);
console.log({ error: new RangeError("in object"), ok: false });
console.log(new Map([["e", new Error("in map")]]));
