// Error messages are converted with ToString; objects, arrays, numbers and undefined.
console.log(new Error(123 as any).message, new Error([1, 2] as any).message, new Error({ toString: () => "custom" } as any).message);
console.log(new Error(undefined).message === "", "message" in new Error(), Object.hasOwn(new Error(undefined), "message"), new Error("").message === "");
console.log(String(new TypeError(null as any)), String(new RangeError(0 as any)));
