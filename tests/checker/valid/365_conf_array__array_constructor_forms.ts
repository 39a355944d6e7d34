// new Array vs Array.from vs literal: length-only arrays, fill, map over holes.
console.log(new Array(3).map((_, i) => i), Array.from(new Array(3), (_, i) => i), [...new Array(3)].map((_, i) => i), new Array(3).fill(null).map((_, i) => i));
console.log(new Array("3"), new Array(0), Array.apply(null, [1, 2] as any), new Array(2, 3).length);
