// exit: 1
// An unhandled rejection fails the run after the synchronous code and the microtasks before it.
console.log("start");
Promise.resolve().then(() => console.log("microtask runs"));
Promise.reject(new TypeError("nobody handles this"));
console.log("end of script");
