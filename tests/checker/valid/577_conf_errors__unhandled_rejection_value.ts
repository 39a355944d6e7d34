// exit: 1
// Rejecting with a non-error value and not handling it.
console.log("start");
Promise.reject({ status: 500 });
