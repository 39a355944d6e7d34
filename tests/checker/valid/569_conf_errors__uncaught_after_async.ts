// exit: 1
// An error thrown in a then callback without a catch becomes an unhandled rejection.
Promise.resolve(1).then((v) => { console.log("then", v); throw new TypeError("thrown in then"); });
console.log("sync done");
