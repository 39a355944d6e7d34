const words = ["x", "yy"];
const totalLength: string = words.reduce((acc, w) => acc + w.length, 0);
