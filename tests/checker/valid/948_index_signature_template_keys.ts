interface DataAttrs { [k: `data-${string}`]: string }
const attrs: DataAttrs = { "data-id": "7", "data-role": "btn" };
attrs["data-extra"] = "1";
console.log(Object.keys(attrs).join(" "));
