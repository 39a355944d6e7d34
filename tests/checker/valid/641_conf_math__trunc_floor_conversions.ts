// Converting to integers: trunc vs floor vs parseInt vs bitwise for negatives and large values.
const xs = [4.7, -4.7, 0.9999999999999999, -0.1, 2 ** 31 + 0.5, 1e21];
for (const x of xs) console.log(x, Math.trunc(x), Math.floor(x), Math.ceil(x), Math.round(x), parseInt(String(x)), x | 0);
